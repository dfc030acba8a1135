import { clsx } from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import {
  type ComponentProps,
  type CSSProperties,
  createContext,
  type HTMLAttributes,
  type Ref,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../Icons';
import { composeCloseAutoFocus, useReturnFocus } from '../internal/useReturnFocus';
import { useThemeClassName } from '../ThemeProvider';
import * as styles from './Dialog.css';

export type DialogRootProps = ComponentProps<typeof RadixDialog.Root>;
export type DialogTriggerProps = ComponentProps<typeof RadixDialog.Trigger>;
export type DialogTitleProps = ComponentProps<typeof RadixDialog.Title>;
export type DialogDescriptionProps = ComponentProps<typeof RadixDialog.Description>;
export type DialogCloseProps = ComponentProps<typeof RadixDialog.Close>;

export interface DialogContentProps extends ComponentProps<typeof RadixDialog.Content> {
  /** Width: sm (confirmations), md (forms, default) or lg (previews). */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the close button in the corner. */
  closeLabel?: string;
  /** Leave out the close button (the footer must then offer a way out; Escape still closes). */
  hideClose?: boolean;
  /** Inline style of the overlay (the scrim behind the dialog), for colours that come from data. */
  overlayStyle?: CSSProperties;
}

type PartProps = HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> };

/** The Root's way of sending focus back to the opener, for its Content. */
const ReturnFocusContext = createContext<((event: Event) => void) | undefined>(undefined);

/**
 * Holds the open state: `open` with `onOpenChange` (controlled) or `defaultOpen`. On close, focus
 * returns to whatever opened the dialog: a Trigger, a button that set `open`, or the button of a menu
 * whose item did.
 */
function Root({ open, onOpenChange, ...props }: DialogRootProps) {
  const { remember, onCloseAutoFocus } = useReturnFocus(open);
  return (
    <ReturnFocusContext.Provider value={onCloseAutoFocus}>
      <RadixDialog.Root
        open={open}
        onOpenChange={(next) => {
          if (next) remember();
          onOpenChange?.(next);
        }}
        {...props}
      />
    </ReturnFocusContext.Provider>
  );
}

/** The element that opens the dialog; usually `asChild` around a Button. Focus returns to it on close. */
function Trigger(props: DialogTriggerProps) {
  return <RadixDialog.Trigger {...props} />;
}

/**
 * The modal panel, portalled over an overlay with the theme's class: focus is trapped inside,
 * Escape and a click outside close it, and a close button sits in the corner. Without a
 * Dialog.Description pass `aria-describedby={undefined}`.
 */
function Content({
  size = 'md',
  closeLabel = 'Close',
  hideClose = false,
  overlayStyle,
  className,
  children,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // Portalled content sits outside the ThemeProvider's wrapper, so it takes the theme class itself.
  const themeClassName = useThemeClassName();
  const returnFocus = useContext(ReturnFocusContext);
  return (
    <RadixDialog.Portal>
      <div className={themeClassName}>
        <RadixDialog.Overlay className={styles.overlay} style={overlayStyle} />
        <RadixDialog.Content
          className={clsx(styles.content({ size }), className)}
          onCloseAutoFocus={
            returnFocus ? composeCloseAutoFocus(returnFocus, onCloseAutoFocus) : onCloseAutoFocus
          }
          {...props}
        >
          {children}
          {hideClose ? null : (
            <RadixDialog.Close asChild>
              <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" className={styles.close} />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </div>
    </RadixDialog.Portal>
  );
}

/** Groups the title and description at the top. */
function Header({ className, ...props }: PartProps) {
  return <div className={clsx(styles.header, className)} {...props} />;
}

/** The dialog's accessible name (an h2). */
function Title({ className, ...props }: DialogTitleProps) {
  return <RadixDialog.Title className={clsx(styles.title, className)} {...props} />;
}

/** The dialog's accessible description. */
function Description({ className, ...props }: DialogDescriptionProps) {
  return <RadixDialog.Description className={clsx(styles.description, className)} {...props} />;
}

/**
 * The content between header and footer; it scrolls when the dialog would outgrow the screen,
 * and then joins the tab order so keyboard users can scroll it too.
 */
function Body({ className, ref, tabIndex, ...props }: PartProps) {
  const element = useRef<HTMLDivElement | null>(null);
  const [scrollable, setScrollable] = useState(false);

  useLayoutEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrollable(node.scrollHeight > node.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  return (
    <div
      ref={setRef}
      className={clsx(styles.body, className)}
      tabIndex={tabIndex ?? (scrollable ? 0 : undefined)}
      {...props}
    />
  );
}

/** Actions at the bottom, aligned to the end; they wrap on narrow screens with the primary action on top. */
function Footer({ className, ...props }: PartProps) {
  return <div className={clsx(styles.footer, className)} {...props} />;
}

/** Closes the dialog; usually `asChild` around a Button, e.g. 'Cancel'. */
function Close(props: DialogCloseProps) {
  return <RadixDialog.Close {...props} />;
}

/**
 * A modal dialog on Radix Dialog: Dialog.Root, Trigger, Content, Header, Title, Description,
 * Body, Footer and Close.
 */
export const Dialog = { Root, Trigger, Content, Header, Title, Description, Body, Footer, Close };
