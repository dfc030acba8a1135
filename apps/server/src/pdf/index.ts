export { abortPdfRenders, acquirePdfPool, type PdfTask, renderInWorker } from './pool';
