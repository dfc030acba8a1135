import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import type { ComponentProps } from 'react';

export type VisuallyHiddenProps = ComponentProps<typeof RadixVisuallyHidden.Root>;

/** Content for assistive technology only: hidden on screen, still read by screen readers. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden.Root {...props} />;
}
