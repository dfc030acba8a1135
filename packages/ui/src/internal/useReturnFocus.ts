import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

// The last element the user focused or pressed, page-wide. When a dialog opens from an element that
// is gone by then (a menu item unmounts with its menu in the same render), this still names it. One
// pair of capture listeners serves every dialog.
let lastInteracted: HTMLElement | null = null;
let tracking = false;

function interactive(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  return target.closest<HTMLElement>(
    'button, a[href], input, select, textarea, [tabindex], [role="menuitem"]',
  );
}

function trackInteractions() {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  const remember = (event: Event) => {
    lastInteracted = interactive(event.target) ?? lastInteracted;
  };
  document.addEventListener('focusin', remember, true);
  // Safari does not focus a button on click: a pointer press names the opener there.
  document.addEventListener('pointerdown', remember, true);
}

/** The opener as the dialog opens: the focused element, or the last one pressed when focus is lost. */
function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && active.isConnected) return active;
  return lastInteracted;
}

/**
 * Where focus goes back to: the opener, or, when the opener was a menu item that has unmounted, the
 * button that opened the menu (an ARIA menu is labelled by its button).
 */
function returnTarget(opener: HTMLElement | null): HTMLElement | null {
  if (!opener) return null;
  if (opener.isConnected) return opener;
  const menuButtonId = opener.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  const menuButton = menuButtonId ? document.getElementById(menuButtonId) : null;
  return menuButton?.isConnected ? menuButton : null;
}

/**
 * Sends focus back to the element that opened a Radix dialog when it closes. Radix returns focus only
 * to a Dialog.Trigger, so a dialog opened by state (a row's button, a menu item) left focus on the
 * body. `remember` records the opener (call it when `open` turns true from an event); the hook also
 * records it when a controlled `open` turns true. Pass `onCloseAutoFocus` to the Content.
 */
export function useReturnFocus(open: boolean | undefined) {
  const opener = useRef<HTMLElement | null>(null);

  useEffect(trackInteractions, []);

  const remember = useCallback(() => {
    opener.current = currentOpener();
  }, []);

  // A layout effect runs before Radix moves focus into the dialog (in its own passive effect).
  useLayoutEffect(() => {
    if (open) remember();
  }, [open, remember]);

  const onCloseAutoFocus = useCallback((event: Event) => {
    const target = returnTarget(opener.current);
    opener.current = null;
    // Nothing to go back to: Radix's own behaviour (the Trigger, when there is one) stays.
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  }, []);

  return { remember, onCloseAutoFocus };
}

/** Runs the caller's handler first; ours only when the caller did not prevent the default. */
export function composeCloseAutoFocus(
  own: (event: Event) => void,
  caller: ((event: Event) => void) | undefined,
): (event: Event) => void {
  return (event) => {
    caller?.(event);
    if (!event.defaultPrevented) own(event);
  };
}
