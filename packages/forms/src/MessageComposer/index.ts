export {
  MessageComposer,
  type MessageComposerProps,
  type MessageComposerValues,
  messageComposerMessages,
} from './MessageComposer';
