import { clsx } from 'clsx';
import type { ElementType, HTMLAttributes, Ref } from 'react';
import { container } from './Container.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** Maximum width: narrow for forms and reading, standard for pages, wide for tables. */
  size?: 'narrow' | 'standard' | 'wide';
  /** The element to render; defaults to div. */
  as?: ElementType;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** Centres page content at a maximum width, with side padding that grows on larger screens. */
export function Container({ size = 'standard', as: Component = 'div', className, ...props }: ContainerProps) {
  return <Component className={clsx(container({ size }), className)} {...props} />;
}
