import { clsx } from 'clsx';
import { Toast as RadixToast } from 'radix-ui';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { CloseIcon } from '../Icons';
import * as styles from './Toast.css';
import {
  dismissToast,
  getToasterOwners,
  getToasts,
  registerToaster,
  subscribeToasts,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
} from './toastStore';

export interface ToasterProps {
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Name of the notifications region; `{hotkey}` becomes 'F8'. */
  label?: string;
}

/**
 * Displays the toasts that `toast()` shows: mount it once, inside the ThemeProvider.
 * One toast at a time, 5000 ms by default, swipe right 50 px to dismiss, F8 focuses the region.
 */
export function Toaster({
  closeLabel = 'Close notification',
  label = 'Notifications ({hotkey})',
}: ToasterProps) {
  const id = useId();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const owners = useSyncExternalStore(subscribeToasts, getToasterOwners, getToasterOwners);

  useEffect(() => registerToaster(id), [id]);

  if (owners[0] !== id) return null;

  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id: toastId, open, title, description, tone = 'neutral', duration }) => (
        <RadixToast.Root
          key={toastId}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(toastId);
          }}
          duration={duration}
          // Failures interrupt (assertive); confirmations wait their turn (polite).
          type={tone === 'critical' ? 'foreground' : 'background'}
          className={clsx(styles.toast, styles.tone[tone])}
          data-tone={tone}
        >
          <div className={styles.body}>
            <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
            {description ? (
              <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close aria-label={closeLabel} className={styles.close}>
            <CloseIcon />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport hotkey={TOAST_HOTKEY} label={label} className={styles.viewport} />
    </RadixToast.Provider>
  );
}
