/**
 * What other features use of the templates: the prescription's layout, filled with a prescription's values, and its
 * PDF drawn on a PDF thread. The same-thread renderer is for the PDF threads' own tests.
 */

export { type Block, fillLayout, parseLayout } from './prescription/layout';
export { renderPrescriptionPdf } from './prescription/pdf';
export { renderPrescriptionPdf as renderPrescriptionPdfOnThisThread } from './prescription/render';
