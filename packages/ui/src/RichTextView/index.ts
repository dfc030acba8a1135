export { RichTextView, type RichTextViewProps } from './RichTextView';
export { htmlToPlainText, previewText, sanitizeHtml } from './sanitizeHtml';
