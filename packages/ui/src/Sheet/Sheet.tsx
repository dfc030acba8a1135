import { clsx } from 'clsx';
import { Dialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../Icons';
import { useReturnFocus } from '../internal/useReturnFocus';
import { useThemeClassName } from '../ThemeProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Sheet.css';

export interface SheetProps {
  /** Whether the sheet is open (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the sheet starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the sheet opens or closes (trigger, close button, Escape, outside click). */
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the sheet; focus returns to it on close. */
  trigger?: ReactElement;
  /** The dialog's accessible name, shown as its heading unless `titleHidden`. */
  title: ReactNode;
  /** Keep the title for screen readers only (e.g. a menu whose links speak for themselves). */
  titleHidden?: boolean;
  /** Optional text under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** The edge the sheet slides in from. */
  side?: 'left' | 'right';
  /** Extra class for the panel. */
  className?: string;
  /** The sheet's content; it scrolls when taller than the screen. */
  children?: ReactNode;
}

/**
 * A panel that slides in from the side, on Radix Dialog: focus trap, Escape and outside click
 * close it, and focus returns to what opened it (the trigger, or a button that set `open`). AppHeader's menu and SidebarLayout's small-screen
 * sidebar are sheets.
 */
export function Sheet({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  titleHidden = false,
  description,
  closeLabel = 'Close',
  side = 'right',
  className,
  children,
}: SheetProps) {
  // Portalled content sits outside the ThemeProvider's wrapper, so it takes the theme class itself.
  const themeClassName = useThemeClassName();
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(next) => {
        if (next) returnFocus.remember();
        onOpenChange?.(next);
      }}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <div className={themeClassName}>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={clsx(styles.content({ side }), className)}
            onCloseAutoFocus={returnFocus.onCloseAutoFocus}
            // Without a description, tell Radix there is none rather than leave a dangling reference.
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div className={styles.header}>
              {titleHidden ? (
                <VisuallyHidden asChild>
                  <Dialog.Title>{title}</Dialog.Title>
                </VisuallyHidden>
              ) : (
                <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              )}
              <Dialog.Close asChild>
                <IconButton label={closeLabel} icon={<CloseIcon />} className={styles.headerEnd} />
              </Dialog.Close>
            </div>
            {description ? (
              <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            ) : null}
            {children}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
