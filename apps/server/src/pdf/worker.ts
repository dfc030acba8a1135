import { renderInvoicePdf } from '../payments/invoice';
import { renderPrescriptionPdf } from '../templates/prescription/render';
import type { PdfTask } from './pool';

/**
 * The PDF worker: a thread of pool.ts's pool loads this module (its own entry in the build, dist/pdf-worker.js) and
 * draws with the features' own render functions, so that the event loop never does. It is a composition root, as
 * main.ts is: the one place of pdf/ that knows the features; each feature calls renderInWorker with its renderer's
 * name (templates/prescription/pdf.ts, payments/invoice-pdf.ts).
 */
const renderers: Record<string, (...args: never[]) => Promise<Buffer>> = {
  renderPrescriptionPdf,
  renderInvoicePdf,
};

export default async function render(task: PdfTask): Promise<Uint8Array> {
  const draw = renderers[task.name] as ((...args: readonly unknown[]) => Promise<Buffer>) | undefined;
  if (!draw) throw new Error(`no PDF renderer named '${task.name}'`);
  const pdf = await draw(...task.args);
  // A copy that owns its memory: a small Buffer is a view of a shared pool, all of which would cross the thread.
  return new Uint8Array(pdf);
}
