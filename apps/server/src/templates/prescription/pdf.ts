import { renderInWorker } from '../../pdf';
import type { renderPrescriptionPdf as draw } from './render';

/** The prescription's A6 PDF (render.ts), drawn on a PDF thread (pdf/worker.ts knows it by this name). */
export function renderPrescriptionPdf(...args: Parameters<typeof draw>): Promise<Buffer> {
  return renderInWorker({ name: 'renderPrescriptionPdf', args });
}
