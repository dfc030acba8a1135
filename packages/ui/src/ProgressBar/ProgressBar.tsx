import { clsx } from 'clsx';
import { useId } from 'react';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** How far along, from 0 to `max`. */
  value: number;
  max: number;
  /** Visible text above the bar that names it ('Step 2 of 5'); also its accessible name and value text. */
  label: string;
  className?: string;
}

/**
 * A determinate progress bar (`role="progressbar"`) with its label shown above it. The label is the bar's
 * accessible name and its `aria-valuetext`, so a screen reader says 'Step 2 of 5' rather than a percentage.
 */
export function ProgressBar({ value, max, label, className }: ProgressBarProps) {
  const labelId = useId();
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  return (
    <div className={clsx(styles.root, className)}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={label}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${(clamped / safeMax) * 100}%` }} />
      </div>
    </div>
  );
}
