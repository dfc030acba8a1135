import type { KeyboardEvent } from 'react';

/**
 * A Dialog.Content `onKeyDown` that closes the dialog on Escape. Radix gives Escape to the topmost layer only,
 * and a toast is a layer: right after a save toasts, Escape would close the toast and leave the dialog open.
 * When the dialog (or a select inside it) handled the key itself, the event arrives already prevented.
 */
export function closeOnEscape(close: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      close();
    }
  };
}
