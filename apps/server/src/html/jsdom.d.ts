// jsdom ships no types and @types/jsdom is not installed; the sanitiser only needs a window to hand to DOMPurify.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: unknown;
  }
}
