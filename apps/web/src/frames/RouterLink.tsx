import type { ComponentProps } from 'react';
import { Link } from 'react-router';

type RouterLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { href: string };

/** Lets the router-agnostic ui components navigate without a page load. */
export function RouterLink({ href, ...props }: RouterLinkProps) {
  return <Link to={href} {...props} />;
}
