/** How long to wait for the next page's heading (its code and data may load first). */
const ARRIVAL_WAIT_MS = 10_000;

let cancelPending: (() => void) | null = null;

/**
 * After signing in, the app moves to another page without a document load, and focus would be left on `<body>`
 * (the sign-in button it was on is gone). This moves it to the next page's first-level heading as soon as one other
 * than `leaving` (the sign-in page's own) appears in the main landmark, so screen readers start at the new page. It
 * gives up after ten seconds, or as soon as focus is anywhere but the body (the user has moved it).
 */
export function focusHeadingOnArrival(leaving: Element | null): void {
  cancelPending?.();
  const isLoose = () => {
    const active = document.activeElement;
    return !active || active === document.body || !active.isConnected;
  };
  const tryFocus = () => {
    if (!isLoose()) return stop();
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading || heading === leaving) return;
    // Focusable from script only: the heading stays out of the tab order.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    stop();
  };
  const observer = new MutationObserver(tryFocus);
  const timer = window.setTimeout(() => stop(), ARRIVAL_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    if (cancelPending === stop) cancelPending = null;
  }
  cancelPending = stop;
  observer.observe(document.body, { childList: true, subtree: true });
}
