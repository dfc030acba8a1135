import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('makes zod parse without its JIT (no eval probe under the CSP)', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
