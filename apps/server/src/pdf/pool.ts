import { errorTypes, serverMessages } from '@telehealth/contract';
import { Piscina } from 'piscina';
import { HttpError, OUTAGE_RETRY_AFTER_SECONDS } from '../http/errors';

/** One PDF to draw: the name of a renderer pdf/worker.ts knows, and its arguments. */
export interface PdfTask {
  name: string;
  args: readonly unknown[];
}

/** A thread above the first one ends after this long without a PDF to draw. */
const IDLE_THREAD_MS = 60_000;

/**
 * The worker's module: dist/pdf-worker.js beside the built chunks (tsup names it as an entry), or worker.ts itself
 * when the server runs from source (tsx in dev, vitest), loaded through tsx with the workspace packages' sources.
 */
function workerModule(): { filename: string; execArgv?: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    return {
      filename: new URL('./worker.ts', import.meta.url).href,
      execArgv: ['--conditions=source', '--import', 'tsx'],
    };
  }
  return { filename: new URL('./pdf-worker.js', import.meta.url).href };
}

/** What the caller is told when its PDF was dropped because the instance is stopping: try again (elsewhere). */
const stopping = () =>
  new HttpError(503, serverMessages.unavailable, {
    errorType: errorTypes.unavailable,
    headers: { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) },
  });

/**
 * One pool per process, since it shares the process's cores: every app of the process uses it (acquirePdfPool), it starts
 * its first thread on the first PDF, and it is destroyed when the last app closes.
 */
const state: {
  pool: Piscina<PdfTask, Uint8Array> | null;
  threads: number;
  users: number;
  abort: AbortController;
} = { pool: null, threads: 1, users: 0, abort: new AbortController() };

function pool(): Piscina<PdfTask, Uint8Array> {
  state.pool ??= new Piscina<PdfTask, Uint8Array>({
    ...workerModule(),
    minThreads: 1,
    maxThreads: state.threads,
    idleTimeout: IDLE_THREAD_MS,
  });
  return state.pool;
}

/**
 * Draws a PDF on a worker thread; the event loop only waits for the bytes. The features that draw PDFs wrap it with
 * their renderer's own signature (templates/prescription/pdf.ts, payments/invoice-pdf.ts).
 */
export async function renderInWorker(task: PdfTask): Promise<Buffer> {
  const { signal } = state.abort;
  if (signal.aborted) throw stopping();
  const running = pool();
  try {
    const bytes = await running.run(task, { signal });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    // Dropped by abortPdfRenders or by the pool's destruction: not a fault of the document.
    if (signal.aborted || running !== state.pool) throw stopping();
    throw error;
  }
}

/**
 * An app's use of the pool, whose threads number at most `threads` (PDF_WORKERS) when it next starts. The returned
 * function releases it; the last release destroys the threads (a later PDF starts the pool again).
 */
export function acquirePdfPool(threads: number): () => Promise<void> {
  state.users += 1;
  state.threads = threads;
  if (state.abort.signal.aborted) state.abort = new AbortController();
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    state.users -= 1;
    if (state.users > 0 || !state.pool) return;
    const running = state.pool;
    state.pool = null;
    await running.destroy();
  };
}

/**
 * At the shutdown's deadline: every PDF waiting or being drawn is dropped (its thread ends) and its request answers
 * 503 with Retry-After; PDFs asked for afterwards get the same at once.
 */
export function abortPdfRenders(): void {
  state.abort.abort();
}
