// The `@telehealth/ui/rich-text-editor` entry: tiptap and ProseMirror live behind this subpath only.

export { normalizeLinkUrl } from './linkUrl';
export {
  headingOptions,
  invalidLinkMessage,
  RichTextEditor,
  type RichTextEditorProps,
} from './RichTextEditor';
