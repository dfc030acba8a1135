import { renderInvoicePdf } from '../payments/invoice';
import { renderPrescriptionPdf } from '../templates/prescription/render';

/**
 * The PDF worker: a thread of pool.ts's pool loads this module (its own entry in the build, dist/pdf-worker.js) and
 * draws with the features' own render functions, so that the event loop never does.
 */
const renderers = { renderPrescriptionPdf, renderInvoicePdf };

export type PdfRenderers = typeof renderers;
export type PdfTask = {
  [Name in keyof PdfRenderers]: { name: Name; args: Parameters<PdfRenderers[Name]> };
}[keyof PdfRenderers];

export default async function render(task: PdfTask): Promise<Uint8Array> {
  const draw = renderers[task.name] as (...args: PdfTask['args']) => Promise<Buffer>;
  const pdf = await draw(...task.args);
  // A copy that owns its memory: a small Buffer is a view of a shared pool, all of which would cross the thread.
  return new Uint8Array(pdf);
}
