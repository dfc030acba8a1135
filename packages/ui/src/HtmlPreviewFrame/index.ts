export { HtmlPreviewFrame, type HtmlPreviewFrameProps } from './HtmlPreviewFrame';
