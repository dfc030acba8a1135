// pa11y ships no types: the part of its API that pa11y.spec.ts uses (https://github.com/pa11y/pa11y#readme).
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer';

  export interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    context: string;
    selector: string;
    runner: string;
  }

  export interface Pa11yOptions {
    browser?: Browser;
    page?: Page;
    /** Test the given page as it is, without navigating (needs `page` and `browser`). */
    ignoreUrl?: boolean;
    runners?: ('htmlcs' | 'axe')[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    includeWarnings?: boolean;
    includeNotices?: boolean;
    ignore?: string[];
    timeout?: number;
    viewport?: { width: number; height: number };
  }

  export interface Pa11yResults {
    documentTitle: string;
    pageUrl: string;
    issues: Pa11yIssue[];
  }

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
