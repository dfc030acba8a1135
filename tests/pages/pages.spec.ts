import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type Request, type Response, test } from '@playwright/test';
import { pinnedNow } from '../playwright.pages.config';
import { expectScreenshot } from '../shared/screenshot';
import { pa11yErrors } from './pa11y';
import { builtRoutes, detailsOf, extraCaptures, type PageRoute, type Role, showsPresence } from './routes';
import { storageStateOf } from './storage';

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
const colorSchemes = ['light', 'dark'] as const;
type Size = keyof typeof viewports;
type ColorScheme = (typeof colorSchemes)[number];
type Capture = `${string}--${Size}--${ColorScheme}`;

/** What each capture checks besides its screenshot. */
const checks = {
  /** axe on the whole page: page-level rules and colour contrast included. */
  'passes axe': axeViolations,
  /** A page wider than the screen scrolls sideways: on a phone, text and controls run off it. */
  'fits the screen width': sidewaysOverflow,
} satisfies Record<string, (page: Page) => Promise<string[]>>;
type Check = keyof typeof checks;

/**
 * Checks that fail today, with the bug. The screenshot of such a capture is still compared; the failing check
 * runs in its own `test.fail()` case, which turns red (an unexpected pass) once the bug is fixed: then delete
 * the entry. Named without the colour scheme: an entry covers light and dark.
 */
const knownFailures: Partial<Record<`${string}--${Size}`, Partial<Record<Check, string>>>> = {};

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Watches the page's requests to the API; `settled()` resolves once none has been in flight for a moment (the
 * page has its data), and `stop()` removes the listeners from the page, which the next test reuses.
 */
function watchApi(page: Page) {
  const pending = new Set<Request>();
  let changedAt = Date.now();
  const started = (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    pending.add(request);
    changedAt = Date.now();
  };
  const finished = (request: Request) => {
    if (pending.delete(request)) changedAt = Date.now();
  };
  // A response whose body the app never reads (a 401 from /api/user) never fires `requestfinished`.
  const responded = (response: Response) => finished(response.request());
  page.on('request', started);
  page.on('response', responded);
  page.on('requestfailed', finished);
  return {
    settled: () =>
      expect
        .poll(
          () => (pending.size === 0 && Date.now() - changedAt > 150 ? [] : [...pending].map((r) => r.url())),
          {
            intervals: [50],
            timeout: 10_000,
          },
        )
        .toEqual([]),
    stop: () => {
      page.off('request', started);
      page.off('response', responded);
      page.off('requestfailed', finished);
    },
  };
}

/** Waits until the page shows its data: its heading, no loading status or skeleton, the API quiet for a moment. */
async function settle(page: Page, route: PageRoute, api: ReturnType<typeof watchApi>) {
  // A guard that sent us elsewhere (an expired session, a wrong role) must fail, not be photographed. A page may
  // go on by itself to one below it once its data has come: /checkout opens the assessment awaiting payment,
  // /admin/settings its first section.
  await expect(page).toHaveURL((url) => {
    const reached = `${url.pathname}${url.search}`;
    return reached === route.path || reached.startsWith(`${route.path}/`);
  });
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Authenticating)/ })).toHaveCount(0);
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  await api.settled();
  await page.evaluate(async () => {
    // Full-page shots start at the top (an opened conversation scrolls its last message into view).
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Opens a route at a size and colour scheme, and waits until it has rendered its data, fonts and first frames. */
async function openPage(page: Page, route: PageRoute, size: Size, colorScheme: ColorScheme) {
  await page.setViewportSize(viewports[size]);
  await page.emulateMedia({ colorScheme });
  const api = watchApi(page);
  try {
    await page.goto(route.path);
    await settle(page, route, api);
  } finally {
    api.stop();
  }
}

/**
 * Turns the open page to another size, as a window resized or a tablet turned would, and waits as after opening it
 * (a size may show parts that fetch, or load lazily).
 */
async function resize(page: Page, route: PageRoute, size: Size) {
  const api = watchApi(page);
  try {
    await page.setViewportSize(viewports[size]);
    await settle(page, route, api);
  } finally {
    api.stop();
  }
}

/**
 * One signed-in page per role for the whole run: signing in, a new context and a cold cache per capture would
 * cost more than the capture. Each test navigates it afresh; afterwards it goes blank, which closes its chat
 * socket, so no other role's page is ever online while a page with presence badges is captured.
 */
const pagesTest = test.extend<
  { rolePage: (role: Role) => Promise<Page> },
  { pageOfRole: (role: Role) => Promise<Page> }
>({
  pageOfRole: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, reducedMotion } = workerInfo.project.use;
      const pages = new Map<Role, Page>();
      await use(async (role) => {
        const known = pages.get(role);
        if (known) return known;
        const context = await browser.newContext({
          baseURL,
          locale,
          timezoneId,
          reducedMotion,
          ...(role === 'anonymous' ? {} : { storageState: storageStateOf(role) }),
        });
        // Both marketing popups count as shown in this page session, so none ever covers a capture (the
        // popups' own states are captured below).
        await context.addInitScript(() => {
          try {
            sessionStorage.setItem(
              'th_campaign_popups_shown',
              JSON.stringify(['welcome_popup', 'exit_intent']),
            );
          } catch {
            // about:blank has no storage
          }
        });
        // The slot engine counts from the server's real clock, not the seed's: the booking page's days would
        // move every day. Its capture gets slots of its own, the next 12 weekdays after the pinned instant at
        // 9:00, 9:15 and 14:00 in Sydney (practitioner 1 and 2), the shape `GET /api/availability` answers.
        await context.route('**/api/availability*', (request) =>
          request.fulfill({ json: { slots: pinnedSlots() } }),
        );
        const page = await context.newPage();
        await page.clock.setFixedTime(new Date(pinnedNow));
        pages.set(role, page);
        return page;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
  rolePage: async ({ pageOfRole }, use) => {
    const used: Page[] = [];
    await use(async (role) => {
      const page = await pageOfRole(role);
      used.push(page);
      return page;
    });
    for (const page of used) await page.goto('about:blank');
  },
});

/** Fixed booking slots after the pinned instant (Sydney is UTC+10 in early September). */
function pinnedSlots(): { startsAt: string; practitionerIds: number[] }[] {
  const slots: { startsAt: string; practitionerIds: number[] }[] = [];
  const day = new Date(pinnedNow);
  while (slots.length < 36) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() === 0) continue;
    const date = day.toISOString().slice(0, 10);
    for (const [hour, minute] of [
      [23, 0],
      [23, 15],
      [4, 0],
    ] as const) {
      // 9:00 and 9:15 Sydney fall on the previous UTC day; 14:00 Sydney is 4:00 UTC the same day.
      const at = new Date(
        `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`,
      );
      if (hour === 23) at.setUTCDate(at.getUTCDate() - 1);
      slots.push({ startsAt: at.toISOString(), practitionerIds: [1, 2] });
    }
  }
  return slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** Every axe violation on the whole page (page-level rules and colour contrast included), one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag, which the server's Content-Security-Policy rightly refuses.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // @ts-expect-error: axe is evaluated above
    const results = await window.axe.run(document, { resultTypes: ['violations'], iframes: false });
    return (results.violations as { id: string; nodes: { target: string[] }[] }[]).map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

/** The page's width beyond the viewport's, if any, and the widest elements that stick out. */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (overflow <= 0) return [];
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(-3)
      .map(
        (element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      );
    return [`the page is ${overflow}px wider than the screen: ${culprits.join(', ')}`];
  });
}

/** Lets the page repaint after the colour scheme changed: the app follows `prefers-color-scheme` as it changes. */
async function switchColorScheme(page: Page, colorScheme: ColorScheme) {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * The order of one route's captures: one navigation for all four. The page opens on a phone in light (most patients
 * come on a phone), is photographed and checked, switches to dark as a device changing its setting would, then is
 * widened to the desktop size (dark, then light). A fresh desktop visit and a phone visit widened give the same
 * pictures (the baselines were first taken one navigation per picture); a page that reflows differently after a
 * resize than after a load shows here as a changed baseline, which is a bug of its own.
 */
const captureOrder: readonly [Size, ColorScheme][] = [
  ['phone', 'light'],
  ['phone', 'dark'],
  ['desktop', 'dark'],
  ['desktop', 'light'],
];
/** pa11y runs once per route, on the desktop page in light (its rules read the markup, the same at every size). */
const pa11yCapture: [Size, ColorScheme] = ['desktop', 'light'];

for (const route of [...builtRoutes(), ...extraCaptures]) {
  const passingAt = (size: Size) => {
    const known = knownFailures[`${route.name}--${size}`] ?? {};
    return (Object.keys(checks) as Check[]).filter((check) => !known[check]);
  };
  const phoneChecks = passingAt('phone');
  const desktopChecks = passingAt('desktop');
  const described =
    phoneChecks.join() === desktopChecks.join()
      ? phoneChecks.join(', ')
      : `${phoneChecks.join(', ')} on a phone, ${desktopChecks.join(', ')} on a desktop`;

  pagesTest(
    `${route.pattern} (${route.role}) looks as before on a phone and a desktop, in light and dark; ${described}; no pa11y error`,
    detailsOf(route),
    async ({ rolePage }) => {
      const page = await rolePage(route.role);
      let shown: [Size, ColorScheme] | undefined;
      for (const [size, colorScheme] of captureOrder) {
        if (!shown) {
          await openPage(page, route, size, colorScheme);
          // A page showing who is online must be captured alone (routes.ts, presenceTag): it says so if it is not.
          if (!showsPresence(route))
            await expect(
              page.getByText(/^(Online|Offline)$/),
              'presence badges outside @presence',
            ).toHaveCount(0);
        } else {
          if (shown[1] !== colorScheme) await switchColorScheme(page, colorScheme);
          if (shown[0] !== size) {
            // recharts chooses which dates to label on a chart's axis from the labels it measured earlier in the
            // page's life, so a chart widened from a phone is labelled differently from one drawn at that width: a
            // page with a chart is opened afresh at each size.
            if (await page.locator('.recharts-wrapper').count())
              await openPage(page, route, size, colorScheme);
            else await resize(page, route, size);
          }
        }
        shown = [size, colorScheme];
        const capture: Capture = `${route.name}--${size}--${colorScheme}`;
        // `data-volatile` marks what the server stamps with its real clock (the audit trail's times): masked.
        await expectScreenshot(
          page,
          `${capture}.png`,
          { fullPage: true, mask: [page.locator('[data-volatile]')] },
          `${size}, ${colorScheme}`,
        );
        for (const check of passingAt(size))
          expect(await checks[check](page), `${check} (${size}, ${colorScheme})`).toEqual([]);
        if (size === pa11yCapture[0] && colorScheme === pa11yCapture[1])
          expect(await pa11yErrors(page), 'pa11y (HTML_CodeSniffer, WCAG 2 AA) errors').toEqual([]);
      }
    },
  );

  for (const size of Object.keys(viewports) as Size[]) {
    const known = knownFailures[`${route.name}--${size}`] ?? {};
    for (const [check, bug] of Object.entries(known) as [Check, string][]) {
      pagesTest(
        `${route.pattern} (${route.role}, ${size}) ${check} (known bug: ${bug})`,
        detailsOf(route),
        async ({ rolePage }) => {
          pagesTest.fail();
          const page = await rolePage(route.role);
          await openPage(page, route, size, colorSchemes[0]);
          expect(await checks[check](page)).toEqual([]);
        },
      );
    }
  }
}

/**
 * The welcome popup of the demo seed on the home page, open and in its thank-you state, for an anonymous visitor
 * in a context of its own (no popup marked shown). The clock is installed, so the popup's delay and its auto-close
 * happen only when the test runs time forward; the sign-up is answered here, so the data stays as seeded.
 */
for (const colorScheme of colorSchemes) {
  for (const size of Object.keys(viewports) as Size[]) {
    pagesTest(
      `campaign popup: open and thank-you states (anonymous, ${size}, ${colorScheme})`,
      async ({ browser }, testInfo) => {
        const { baseURL, locale, timezoneId, reducedMotion } = testInfo.project.use;
        const context = await browser.newContext({ baseURL, locale, timezoneId, reducedMotion });
        try {
          const page = await context.newPage();
          await page.clock.install({ time: new Date(pinnedNow) });
          await page.route('**/api/campaigns/submit-email', (route) =>
            route.fulfill({
              status: 200,
              json: { message: 'Thank you for subscribing. Check your email for exclusive offers!' },
            }),
          );
          await page.setViewportSize(viewports[size]);
          await page.emulateMedia({ colorScheme });
          await page.goto('/');
          await expect(page.locator('h1').first()).toBeVisible();
          const dialog = page.getByRole('dialog', { name: 'Welcome!' });
          await expect(async () => {
            await page.clock.runFor(1000);
            await expect(dialog).toBeVisible({ timeout: 250 });
          }).toPass({ timeout: 20_000 });
          await page.evaluate(() => document.fonts.ready);
          await expectScreenshot(page, `campaign-popup-open--${size}--${colorScheme}.png`);
          expect(await axeViolations(page), 'passes axe').toEqual([]);

          await dialog.getByLabel('Email').fill('visitor@example.com');
          await dialog.getByRole('button', { name: 'Send my code' }).click();
          await expect(dialog.getByText('Thank You!')).toBeVisible();
          await expect(page.getByText('Success!', { exact: true })).toBeVisible();
          await expectScreenshot(page, `campaign-popup-thank-you--${size}--${colorScheme}.png`);
          expect(await axeViolations(page), 'passes axe').toEqual([]);
          // Three seconds after submit it closes by itself, and no other popup follows.
          await page.clock.runFor(3000);
          await expect(dialog).toBeHidden();
        } finally {
          await context.close();
        }
      },
    );
  }
}
