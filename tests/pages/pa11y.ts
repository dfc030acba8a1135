import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * pa11y (HTML_CodeSniffer, WCAG 2 AA) on a page the baselines already have open, beside their axe: a second engine
 * written by other people, which catches what axe does not (a fieldset without a legend). Errors count; warnings
 * and notices (things for a person to check) are left out, as pa11y does by default.
 *
 * pa11y itself opens the page in a puppeteer of its own and then runs two scripts in it: its in-page runner
 * (`lib/runner.js`) and HTML_CodeSniffer with pa11y's htmlcs runner (`lib/runners/htmlcs.js`). This module runs
 * those same two scripts, from the installed pa11y, in the Playwright page, with the options pa11y would pass: the
 * same engine and the same results, without a second browser and a second visit of every route.
 */

export interface Pa11yIssue {
  code: string;
  type: 'error' | 'warning' | 'notice';
  typeCode: number;
  message: string;
  context: string;
  selector: string;
  runner: string;
}

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

const requireHere = createRequire(import.meta.url);
const pa11yMain = requireHere.resolve('pa11y');
const pa11yDir = path.dirname(pa11yMain);
const pa11yVersion = (requireHere(path.join(pa11yDir, '..', 'package.json')) as { version: string }).version;

/** pa11y's in-page runner, which defines `window.__pa11y`. */
const runnerScript = readFileSync(path.join(pa11yDir, 'runner.js'), 'utf8');

/** HTML_CodeSniffer and pa11y's htmlcs runner, put together as pa11y's `loadRunnerScript` does. */
const htmlcsScript = (() => {
  const htmlcs = requireHere(path.join(pa11yDir, 'runners', 'htmlcs.js')) as {
    scripts: string[];
    run: (...args: unknown[]) => unknown;
  };
  const bundle = htmlcs.scripts.map((script) => readFileSync(script, 'utf8')).join('\n\n');
  return `;${bundle};\n;window.__pa11y.runners["htmlcs"] = ${htmlcs.run.toString()};`;
})();

/** The options pa11y hands its in-page runner for `{ runners: ['htmlcs'], standard: 'WCAG2AA' }`. */
const runOptions = {
  pa11yVersion,
  hideElements: null,
  // pa11y leaves out notices and warnings unless asked to include them.
  ignore: ['notice', 'warning'],
  levelCapWhenNeedsReview: 'error',
  rootElement: null,
  rules: [],
  runners: ['htmlcs'],
  standard: 'WCAG2AA',
  wait: 0,
};

/** pa11y's errors on the page as it is now, less the known false positives, one line each. */
export async function pa11yErrors(page: Page): Promise<string[]> {
  // Evaluated rather than added as script tags, which the server's Content-Security-Policy rightly refuses; pa11y
  // evaluates them the same way.
  await page.evaluate(runnerScript);
  await page.evaluate(htmlcsScript);
  const { issues } = (await page.evaluate(
    // @ts-expect-error: __pa11y is defined by runnerScript above
    (options) => window.__pa11y.run(options),
    runOptions,
  )) as { issues: Pa11yIssue[] };
  return issues
    .filter(
      (issue) =>
        issue.type === 'error' &&
        !falsePositives.some((known) => known.code === issue.code && known.context.test(issue.context)),
    )
    .map((issue) => `${issue.code} at ${issue.selector}: ${issue.message} ${issue.context}`);
}
