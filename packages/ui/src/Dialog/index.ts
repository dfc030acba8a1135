export {
  Dialog,
  type DialogCloseProps,
  type DialogContentProps,
  type DialogDescriptionProps,
  type DialogRootProps,
  type DialogTitleProps,
  type DialogTriggerProps,
} from './Dialog';
