import { clsx } from 'clsx';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useThemeClassName } from '../ThemeProvider';
import * as styles from './DropdownMenu.css';

export type DropdownMenuRootProps = ComponentProps<typeof RadixDropdownMenu.Root>;
export type DropdownMenuTriggerProps = ComponentProps<typeof RadixDropdownMenu.Trigger>;
export type DropdownMenuContentProps = ComponentProps<typeof RadixDropdownMenu.Content>;
export type DropdownMenuLabelProps = ComponentProps<typeof RadixDropdownMenu.Label>;
export type DropdownMenuGroupProps = ComponentProps<typeof RadixDropdownMenu.Group>;
export type DropdownMenuSeparatorProps = ComponentProps<typeof RadixDropdownMenu.Separator>;

export interface DropdownMenuItemProps extends ComponentProps<typeof RadixDropdownMenu.Item> {
  /** Red text for actions that delete or cannot be undone, e.g. 'Delete'. */
  destructive?: boolean;
  /** A decorative icon before the label. */
  icon?: ReactNode;
}

/** Holds the open state; uncontrolled by default. */
function Root(props: DropdownMenuRootProps) {
  return <RadixDropdownMenu.Root {...props} />;
}

/** The button that opens the menu; usually `asChild` around a Button or an IconButton. */
function Trigger(props: DropdownMenuTriggerProps) {
  return <RadixDropdownMenu.Trigger {...props} />;
}

/** The menu, portalled with the theme's class; arrow keys move, typeahead jumps, Escape closes. */
function Content({
  className,
  sideOffset = 4,
  align = 'end',
  collisionPadding = 8,
  ...props
}: DropdownMenuContentProps) {
  // Portalled content sits outside the ThemeProvider's wrapper, so it takes the theme class itself.
  const themeClassName = useThemeClassName();
  return (
    <RadixDropdownMenu.Portal>
      <div className={themeClassName}>
        <RadixDropdownMenu.Content
          className={clsx(styles.content, className)}
          sideOffset={sideOffset}
          align={align}
          collisionPadding={collisionPadding}
          {...props}
        />
      </div>
    </RadixDropdownMenu.Portal>
  );
}

/** One action; `onSelect` runs it and the menu closes. */
function Item({ destructive = false, icon, className, children, ...props }: DropdownMenuItemProps) {
  return (
    <RadixDropdownMenu.Item
      className={clsx(styles.item, destructive && styles.destructive, className)}
      data-destructive={destructive || undefined}
      {...props}
    >
      {icon ? (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      ) : null}
      {children}
    </RadixDropdownMenu.Item>
  );
}

/** A heading for a group of items (not focusable). */
function Label({ className, ...props }: DropdownMenuLabelProps) {
  return <RadixDropdownMenu.Label className={clsx(styles.label, className)} {...props} />;
}

/** Groups related items, usually under a Label. */
function Group(props: DropdownMenuGroupProps) {
  return <RadixDropdownMenu.Group {...props} />;
}

/** A line between groups of items. */
function Separator({ className, ...props }: DropdownMenuSeparatorProps) {
  return <RadixDropdownMenu.Separator className={clsx(styles.separator, className)} {...props} />;
}

/**
 * A menu of actions on Radix DropdownMenu: DropdownMenu.Root, Trigger, Content, Item
 * (`destructive`, `icon`), Label, Group and Separator.
 */
export const DropdownMenu = { Root, Trigger, Content, Item, Label, Group, Separator };
