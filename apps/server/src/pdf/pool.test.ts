import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { type Block, renderPrescriptionPdf } from '../templates';
import { abortPdfRenders, acquirePdfPool } from '.';

// The PDF threads as the call sites use them (from source: the worker loads through tsx, as in `npm run dev`; the
// built server's worker entry is proven by tests/e2e/shutdown.spec.ts).

/** A prescription of many lines: a PDF of several pages, which takes a second or more to draw. */
const longPrescription: Block[] = [
  { type: 'header', text: 'Telehealth Pty Ltd', subtext: '1 Example Street, Sydney NSW 2000' },
  ...Array.from({ length: 150 }, (_, line) => ({
    type: 'text' as const,
    text: `Line ${line + 1}: Jane Citizen takes one tablet daily with food, as directed.`,
  })),
];

let release = acquirePdfPool(1);
afterAll(() => release());

/** Runs `work` while a timer ticks every 10 ms; answers its result and the longest gap between two ticks. */
async function withTicks<T>(
  work: () => Promise<T>,
): Promise<{ result: T; longestGapMs: number; tookMs: number }> {
  let last = performance.now();
  let longestGapMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    const end = performance.now();
    // A loop that never came round counts as one gap, from the last tick to the end.
    return { result, longestGapMs: Math.max(longestGapMs, end - last), tookMs: end - started };
  } finally {
    clearInterval(ticker);
  }
}

describe('PDFs on worker threads', () => {
  it('draws a PDF while the event loop keeps running', async () => {
    // The first PDF starts the thread (loading the renderer); the second one is measured.
    expect((await renderPrescriptionPdf(longPrescription.slice(0, 2))).subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    const { result, longestGapMs, tookMs } = await withTicks(() => renderPrescriptionPdf(longPrescription));
    expect(Buffer.isBuffer(result)).toBe(true);
    expect(result.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(result.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    // Drawn on this thread, the loop would stand still for the whole render.
    expect(longestGapMs).toBeLessThan(Math.max(250, tookMs / 4));
  });

  it('drops what is drawing at the shutdown deadline with 503 and Retry-After, and so every later PDF', async () => {
    const drawing = renderPrescriptionPdf(longPrescription);
    await new Promise((resolve) => setTimeout(resolve, 100));
    abortPdfRenders();
    const dropped = await drawing.catch((error: unknown) => error);
    expect(dropped).toBeInstanceOf(HttpError);
    expect(dropped).toMatchObject({ statusCode: 503, details: { headers: { 'Retry-After': '5' } } });
    await expect(renderPrescriptionPdf(longPrescription.slice(0, 2))).rejects.toMatchObject({
      statusCode: 503,
    });
  });

  it('ends its threads when the last user releases it, and starts again with the next PDF', async () => {
    const second = acquirePdfPool(1);
    await release();
    await second();
    release = acquirePdfPool(1);
    const pdf = await renderPrescriptionPdf(longPrescription.slice(0, 2));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
