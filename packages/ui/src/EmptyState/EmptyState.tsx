import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Heading, type HeadingProps } from '../Heading';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A decorative icon above the title (hidden from assistive technology). */
  icon?: ReactNode;
  /** What is empty, e.g. 'No documents found'. */
  title: ReactNode;
  /** What to do about it, e.g. 'Create your first document to get started.' */
  description?: ReactNode;
  /** The way forward, usually one Button, e.g. 'Create Document'. */
  action?: ReactNode;
  /** Outline level of the title; defaults to 3. */
  headingLevel?: HeadingProps['level'];
  /** Forwarded to the wrapper. */
  ref?: Ref<HTMLDivElement>;
}

/** The placeholder for a list, table or page with nothing to show yet: icon, title, description and an action. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 3,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div className={clsx(styles.root, className)} {...props}>
      {icon ? (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      ) : null}
      <Heading level={headingLevel} size="medium" className={styles.title}>
        {title}
      </Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
