import { Dialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { useThemeClassName } from '../ThemeProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import { CloseIcon } from './icons';
import * as styles from './Sheet.css';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the sheet. */
  trigger: ReactElement;
  /** The dialog's accessible name. */
  title: string;
  /** Keep the title for screen readers only. */
  titleHidden?: boolean;
  /** Accessible name of the close button. */
  closeLabel: string;
  side?: 'left' | 'right';
  children: ReactNode;
}

/**
 * A side sheet on Radix Dialog: focus trap, Escape and outside click close it, focus returns to
 * the trigger. Shared by the header's menu and the sidebar on small screens.
 */
export function Sheet({
  open,
  onOpenChange,
  trigger,
  title,
  titleHidden = false,
  closeLabel,
  side = 'right',
  children,
}: SheetProps) {
  // Portalled content sits outside the ThemeProvider's wrapper, so it takes the theme class itself.
  const themeClassName = useThemeClassName();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <div className={themeClassName}>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.content({ side })} aria-describedby={undefined}>
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
            {children}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
