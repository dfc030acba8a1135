// jsdom ships no types and @types/jsdom is not installed; the prerender test only needs a window to lend a render.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: unknown;
  }
}
