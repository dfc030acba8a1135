import type { ElementType, MouseEvent, ReactNode } from 'react';

/** The props a `linkComponent` receives: wrap your router's link to accept them (`href` becomes `to`). */
export interface NavLinkComponentProps {
  href: string;
  className?: string;
  'aria-current'?: 'page';
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  children?: ReactNode;
}

/** A link component: 'a' by default, or a router link wrapper. */
export type LinkComponent = ElementType<NavLinkComponentProps>;
