import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** The placeholder's shape: lines of text (default), a block, or a circle (avatars). */
  shape?: 'text' | 'rect' | 'circle';
  /** Lines of text to draw (text shape); the last one is shorter. */
  lines?: number;
  /** Any CSS width, e.g. '60%' or `vars.size.controlLg`; defaults to the full width (text, rect). */
  width?: string;
  /** Any CSS height; defaults to a line of text, a large control (rect) or a medium control (circle). */
  height?: string;
  /** Announces the loading politely (role="status"), e.g. 'Loading documents'; give it to one skeleton per region. */
  label?: string;
  /** Extra class for the placeholder (or the group of lines). */
  className?: string;
}

/**
 * A shimmering placeholder while content loads. It is hidden from assistive technology; pass a
 * `label` to announce the loading once instead. The shimmer stops for reduced motion.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, label, className }: SkeletonProps) {
  const style = assignInlineVars({
    ...(width !== undefined ? { [styles.widthVar]: width } : {}),
    ...(height !== undefined ? { [styles.heightVar]: height } : {}),
  }) as CSSProperties;
  const count = shape === 'text' ? Math.max(1, lines) : 1;

  const shapes =
    count > 1 ? (
      <span aria-hidden="true" className={clsx(styles.lines, className)} data-skeleton="">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity.
          <span key={index} className={styles.skeleton({ shape })} style={style} />
        ))}
      </span>
    ) : (
      <span
        aria-hidden="true"
        className={clsx(styles.skeleton({ shape }), className)}
        style={style}
        data-skeleton=""
      />
    );

  if (!label) return shapes;
  return (
    <span role="status" className={styles.status}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {shapes}
    </span>
  );
}
