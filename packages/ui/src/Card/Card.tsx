import { clsx } from 'clsx';
import type { ElementType, HTMLAttributes, Ref } from 'react';
import { Heading, type HeadingProps } from '../Heading';
import * as styles from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Inner spacing; 'none' for cards that hold a table or a list edge to edge. */
  padding?: styles.CardVariants['padding'];
  /** Surface: default (raised) or muted (an inset note). */
  tone?: styles.CardVariants['tone'];
  /** The element to render: div (default), section or article. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

function CardRoot({ padding, tone, as = 'div', className, ...props }: CardProps) {
  const Tag = as as ElementType;
  return <Tag className={clsx(styles.card({ padding, tone }), className)} {...props} />;
}

type PartProps = HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> };

/** Groups the title and description. */
function CardHeader({ className, ...props }: PartProps) {
  return <div className={clsx(styles.header, className)} {...props} />;
}

export interface CardTitleProps extends Omit<HeadingProps, 'level'> {
  /** Outline level of the title; defaults to 3. */
  level?: HeadingProps['level'];
}

/** The card's heading (h3 and medium size unless told otherwise). */
function CardTitle({ level = 3, size = 'medium', ...props }: CardTitleProps) {
  return <Heading level={level} size={size} {...props} />;
}

/** Secondary text under the title. */
function CardDescription({
  className,
  ...props
}: HTMLAttributes<HTMLParagraphElement> & { ref?: Ref<HTMLParagraphElement> }) {
  return <p className={clsx(styles.description, className)} {...props} />;
}

/** The card's body. */
function CardContent({ className, ...props }: PartProps) {
  return <div className={clsx(styles.content, className)} {...props} />;
}

/** Actions, aligned to the end. */
function CardFooter({ className, ...props }: PartProps) {
  return <div className={clsx(styles.footer, className)} {...props} />;
}

/**
 * A surface that groups related content. Use it alone (`<Card>...</Card>`) or with its parts:
 * Card.Header, Card.Title, Card.Description, Card.Content, Card.Footer.
 */
export const Card = Object.assign(CardRoot, {
  Header: CardHeader,
  Title: CardTitle,
  Description: CardDescription,
  Content: CardContent,
  Footer: CardFooter,
});
