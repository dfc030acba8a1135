// Bench-only: runs a server module in this process and answers `{ type: 'memory' }` over IPC with its
// heap and RSS after a full GC (node --expose-gc), so the bench reads the server's own numbers.
import { pathToFileURL } from 'node:url';

process.on('message', (message) => {
  if (message?.type !== 'memory') return;
  globalThis.gc?.();
  globalThis.gc?.();
  const { heapUsed, rss, external, arrayBuffers } = process.memoryUsage();
  process.send?.({ type: 'memory', heapUsed, rss, external, arrayBuffers });
});
// The IPC channel must not keep a stopped server alive.
process.channel?.unref();

await import(pathToFileURL(process.argv[2]).href);
