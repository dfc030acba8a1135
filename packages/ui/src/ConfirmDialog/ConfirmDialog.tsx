import { AlertDialog } from 'radix-ui';
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import { useReturnFocus } from '../internal/useReturnFocus';
import { useThemeClassName } from '../ThemeProvider';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called to open or close it: Cancel, Escape, and after a successful confirmation. */
  onOpenChange: (open: boolean) => void;
  /** The question's title, e.g. 'Delete Document'. */
  title: ReactNode;
  /** What will happen, e.g. 'Are you sure you want to delete this document? This action cannot be undone.' */
  description: ReactNode;
  /** Label of the confirming button. */
  confirmLabel?: string;
  /** Label of the confirming button while `onConfirm`'s promise is pending; 'Deleting...' for 'Delete'. */
  busyLabel?: string;
  /** Label of the button that backs out. */
  cancelLabel?: string;
  /** Runs on confirm; return a promise to keep the dialog open and busy until it settles. It closes on success and stays open on failure (report the error yourself, e.g. with a toast). */
  onConfirm: () => unknown;
  /** Busy state from the caller (e.g. a mutation's isMutating), in addition to a pending `onConfirm`. */
  busy?: boolean;
  /** The confirm button's tone: critical (red, default) for deleting, brand for harmless confirmations. */
  tone?: 'critical' | 'brand';
  /** An element that opens the dialog, e.g. a 'Delete' button; optional when you open it yourself. */
  trigger?: ReactElement;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/**
 * Asks the user to confirm an action, on Radix AlertDialog: focus starts on Cancel, Escape cancels,
 * and a click outside does nothing; on close, focus returns to what opened it. While the confirmation is pending the dialog cannot be closed.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  busyLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  busy: busyProp = false,
  tone = 'critical',
  trigger,
}: ConfirmDialogProps) {
  // Portalled content sits outside the ThemeProvider's wrapper, so it takes the theme class itself.
  const themeClassName = useThemeClassName();
  const returnFocus = useReturnFocus(open);
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const busy = pending || busyProp;
  const label = busy
    ? (busyLabel ?? (confirmLabel === 'Delete' ? 'Deleting...' : confirmLabel))
    : confirmLabel;

  const handleOpenChange = (next: boolean) => {
    // A pending confirmation cannot be abandoned half way.
    if (!next && busy) return;
    if (next) returnFocus.remember();
    onOpenChange(next);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (!isPromiseLike(result)) {
      onOpenChange(false);
      return;
    }
    setPending(true);
    try {
      await result;
      if (mounted.current) onOpenChange(false);
    } catch {
      // Stay open so the user can retry or cancel; the caller reports the failure.
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <div className={themeClassName}>
          <AlertDialog.Overlay className={dialogStyles.overlay} />
          <AlertDialog.Content
            className={dialogStyles.content({ size: 'sm' })}
            aria-busy={busy || undefined}
            onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          >
            <div className={styles.text}>
              <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
              <AlertDialog.Description className={dialogStyles.description}>
                {description}
              </AlertDialog.Description>
            </div>
            <div className={dialogStyles.footer}>
              <AlertDialog.Cancel asChild>
                <Button variant="outline" disabled={busy}>
                  {cancelLabel}
                </Button>
              </AlertDialog.Cancel>
              {/* Not an AlertDialog.Action: that would close the dialog before the promise settles. */}
              <Button tone={tone} busy={busy} onClick={confirm}>
                {label}
              </Button>
            </div>
          </AlertDialog.Content>
        </div>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
