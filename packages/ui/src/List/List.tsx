import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { type Sprinkles, sprinkles } from '../theme/sprinkles.css';
import * as styles from './List.css';

export interface ListProps extends Omit<HTMLAttributes<HTMLUListElement | HTMLOListElement>, 'role'> {
  /** ul (default) for items in no particular order; ol when the order means something (steps, a message log). */
  as?: 'ul' | 'ol';
  /** Space between items, from the theme's space scale; responsive objects allowed. */
  gap?: Sprinkles['gap'];
  /** Items run down (default) or across. */
  direction?: 'column' | 'row';
  /** Let a row of items wrap onto new lines. */
  wrap?: boolean;
  /** Forwarded to the list element. */
  ref?: Ref<HTMLUListElement & HTMLOListElement>;
}

/**
 * A list without markers or indent, laid out with a gap from the theme. It keeps `role="list"`:
 * Safari (VoiceOver) drops list semantics from a list styled `list-style: none`, and the count
 * ("list, 5 items") is worth keeping. Use it for conversations, attachments, cards and menus; rich
 * text keeps its bullets and numbers.
 */
export function List({
  as: Tag = 'ul',
  gap = 'none',
  direction = 'column',
  wrap = false,
  className,
  ...props
}: ListProps) {
  return (
    <Tag
      // Not redundant: Safari drops list semantics with list-style none; the explicit role restores them.
      role="list"
      className={clsx(
        styles.root,
        styles.direction[direction],
        wrap && styles.wrap,
        sprinkles({ gap }),
        className,
      )}
      {...props}
    />
  );
}
