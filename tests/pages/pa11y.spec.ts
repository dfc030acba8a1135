import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import pa11y, { type Pa11yIssue } from 'pa11y';
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { builtRoutes, detailsOf, extraCaptures, type PageRoute, type Role } from './routes';
import { storageStateOf } from './storage';

/**
 * pa11y (HTML_CodeSniffer, WCAG 2 AA) on every route of the page baselines, beside the baselines' axe: a second
 * engine written by other people, which catches what axe does not (a fieldset without a legend). One size and
 * one colour scheme (1280×800, light): its rules read the markup, which is the same at every size and scheme,
 * and one pass over the routes keeps the step to a couple of minutes. Errors fail; warnings and notices (things
 * for a person to check) are not reported.
 */

/**
 * Errors judged false positives, each with the text of the HTML standard that allows the markup, matched on the
 * rule's code and the element's markup so that the rule still holds everywhere else. None today.
 *
 * Not one of them: `autocomplete="tel-national"` on `<input type=tel>` (H98). The HTML standard's table of autofill
 * field names (§4.10.18.7.1) gives "tel-national" the control group "Text", which is for text, search and hidden
 * inputs, textareas and selects; only "tel" is in the group "Tel" that a tel input takes. A non-normative example of
 * the standard (§4.10.1.7) does put "tel-national" on a tel input, but the table is the rule: the patient's mobile
 * field uses "tel" (a full number, which the contract accepts as +61 or 04) like every other phone field.
 */
export const falsePositives: readonly { code: string; context: RegExp; because: string }[] = [];

const viewport = { width: 1280, height: 800 };

// pa11y's own puppeteer, the version it is built and tested against; it drives Debian's Chromium (nothing is
// downloaded, see .puppeteerrc.cjs).
const puppeteer = createRequire(createRequire(import.meta.url).resolve('pa11y'))(
  'puppeteer',
) as typeof import('puppeteer');

/** Puppeteer's cookie from the session Playwright's sign-in saved for a role. */
function cookiesOf(role: Exclude<Role, 'anonymous'>) {
  const state = JSON.parse(readFileSync(storageStateOf(role), 'utf8')) as {
    cookies: {
      name: string;
      value: string;
      domain: string;
      path: string;
      expires: number;
      httpOnly: boolean;
      secure: boolean;
      sameSite: 'Strict' | 'Lax' | 'None';
    }[];
  };
  return state.cookies.map(({ expires, ...cookie }) => ({ ...cookie, ...(expires > 0 ? { expires } : {}) }));
}

const pa11yTest = test.extend<
  Record<never, never>,
  { auditBrowser: Browser; pageOfRole: (role: Role) => Promise<Page> }
>({
  auditBrowser: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures take their dependencies destructured.
    async ({}, use) => {
      const browser = await puppeteer.launch({ ...chromiumLaunchOptions, headless: true });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  pageOfRole: [
    async ({ auditBrowser }, use) => {
      const pages = new Map<Role, Page>();
      const contexts: BrowserContext[] = [];
      await use(async (role) => {
        const known = pages.get(role);
        if (known) return known;
        const context = await auditBrowser.createBrowserContext();
        contexts.push(context);
        if (role !== 'anonymous') await context.setCookie(...cookiesOf(role));
        const page = await context.newPage();
        await page.setViewport(viewport);
        // Both marketing popups count as shown, as in the baselines: none covers the page under test.
        await page.evaluateOnNewDocument(() => {
          try {
            sessionStorage.setItem(
              'th_campaign_popups_shown',
              JSON.stringify(['welcome_popup', 'exit_intent']),
            );
          } catch {
            // about:blank has no storage
          }
        });
        pages.set(role, page);
        return page;
      });
      for (const context of contexts) await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Opens a route and waits until it shows its data: a heading, no loading status or skeleton, the API quiet. */
async function openPage(page: Page, baseURL: string, route: PageRoute) {
  await page.goto(new URL(route.path, baseURL).href, { waitUntil: 'networkidle2' });
  await page.waitForSelector('h1', { visible: true });
  // A guard that sent us elsewhere (an expired session, a wrong role) must fail, not be checked. A page may go on
  // to one below it by itself: /checkout opens the assessment waiting for payment.
  const { pathname, search } = new URL(page.url());
  const reached = `${pathname}${search}`;
  expect(
    reached === route.path || reached.startsWith(`${route.path}/`),
    `${route.path} went to ${reached}`,
  ).toBe(true);
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-skeleton]') &&
      ![...document.querySelectorAll('[role="status"]')].some((status) =>
        /^(Loading|Authenticating)/.test(status.textContent ?? ''),
      ),
  );
  await page.waitForNetworkIdle({ idleTime: 250, concurrency: 0 });
}

function describeIssue(issue: Pa11yIssue): string {
  return `${issue.code} at ${issue.selector}: ${issue.message} ${issue.context}`;
}

for (const route of [...builtRoutes(), ...extraCaptures]) {
  pa11yTest(
    `${route.pattern} (${route.role}) has no pa11y (HTML_CodeSniffer) error`,
    detailsOf(route),
    async ({ auditBrowser, pageOfRole }, testInfo) => {
      const page = await pageOfRole(route.role);
      const baseURL = testInfo.project.use.baseURL;
      if (!baseURL) throw new Error('the pages config sets baseURL');
      await openPage(page, baseURL, route);
      const { issues } = await pa11y(page.url(), {
        browser: auditBrowser,
        page,
        ignoreUrl: true,
        runners: ['htmlcs'],
        standard: 'WCAG2AA',
        includeWarnings: false,
        includeNotices: false,
        viewport,
      });
      const errors = issues.filter(
        (issue) =>
          issue.type === 'error' &&
          !falsePositives.some((known) => known.code === issue.code && known.context.test(issue.context)),
      );
      // Blank, which closes the page's chat socket: no page of this role shows as online while another page is
      // captured (see presenceTag in routes.ts).
      await page.goto('about:blank');
      expect(errors.map(describeIssue)).toEqual([]);
    },
  );
}
