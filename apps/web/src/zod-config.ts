// zod 4 probes for `new Function` to compile its parsers; a strict CSP (no 'unsafe-eval') reports the caught probe as
// a violation, which Lighthouse counts against best practices. `jitless` skips the probe, and parsing without the JIT
// is plenty fast for forms. zod keeps its settings in one object on globalThis (shared by every copy of zod) and
// adopts one that exists when it loads: setting it here, before zod, keeps zod itself out of the first load
// (`import { config } from 'zod/v4/core'` pulled 3.7 KiB of it in). zod-config.test.ts checks zod still reads it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
