import { clsx } from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import { type ComponentProps, useLayoutEffect, useRef } from 'react';
import * as styles from './Tabs.css';

export type TabsRootProps = ComponentProps<typeof RadixTabs.Root>;
export type TabsListProps = ComponentProps<typeof RadixTabs.List> & {
  /** Tabs that do not fit: `wrap` onto more rows (default), or `scroll` one compact row sideways. */
  overflow?: 'wrap' | 'scroll';
};
export type TabsTriggerProps = ComponentProps<typeof RadixTabs.Trigger>;
export type TabsContentProps = ComponentProps<typeof RadixTabs.Content>;

/** Holds the tabs' state: `defaultValue` (uncontrolled) or `value` with `onValueChange`. */
function Root({ className, ...props }: TabsRootProps) {
  return <RadixTabs.Root className={clsx(styles.root, className)} {...props} />;
}

/** The row of tabs; give it an `aria-label` saying what the tabs choose between. */
function List({ className, overflow = 'wrap', ...props }: TabsListProps) {
  const ref = useRef<HTMLDivElement>(null);
  // A scrolling row brings the selected tab into view (the keyboard's focus scrolls it there by itself).
  useLayoutEffect(() => {
    const list = ref.current;
    if (overflow !== 'scroll' || !list) return;
    const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!active) return;
    const start = active.offsetLeft - list.offsetLeft;
    const end = start + active.offsetWidth;
    if (start < list.scrollLeft || end > list.scrollLeft + list.clientWidth)
      list.scrollLeft = start - (list.clientWidth - active.offsetWidth) / 2;
  });
  return (
    <RadixTabs.List
      ref={ref}
      className={clsx(styles.list, overflow === 'scroll' && styles.scrollList, className)}
      {...props}
    />
  );
}

/** One tab; arrow keys move between tabs, Home and End jump to the ends. */
function Trigger({ className, ...props }: TabsTriggerProps) {
  return <RadixTabs.Trigger className={clsx(styles.trigger, className)} {...props} />;
}

/** The panel shown while its tab is selected. */
function Content({ className, ...props }: TabsContentProps) {
  return <RadixTabs.Content className={clsx(styles.content, className)} {...props} />;
}

/** Radix Tabs with the theme's styles: Tabs.Root, Tabs.List, Tabs.Trigger, Tabs.Content. */
export const Tabs = { Root, List, Trigger, Content };
