import { clsx } from 'clsx';
import type { ElementType, HTMLAttributes, Ref } from 'react';
import { type Sprinkles, sprinkles } from '../theme/sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> & {
    /** The element to render; defaults to div. */
    as?: ElementType;
    /** Forwarded to the rendered element. */
    ref?: Ref<HTMLElement>;
  };

/** Splits sprinkle props (layout atoms) from the element's own props. */
export function splitSprinkleProps<P extends Record<string, unknown>>(props: P) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/** The layout primitive: any element with the theme's layout atoms as props (`padding="large"`, `display={{ mobile: 'none', tablet: 'flex' }}`). */
export function Box({ as: Component = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkleProps(props);
  return <Component className={clsx(sprinkles(atoms), className) || undefined} {...rest} />;
}
