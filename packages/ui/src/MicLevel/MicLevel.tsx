import { clsx } from 'clsx';
import { useId } from 'react';
import * as styles from './MicLevel.css';

/** How many bars the meter draws; the level lights them from the left. */
export const MIC_LEVEL_SEGMENTS = 12;

export interface MicLevelProps {
  /** The microphone's loudness now, from 0 (silence) to 1, as the caller measures it (an AnalyserNode's RMS). */
  level: number;
  /** Visible text beside the meter that names it, e.g. 'Microphone level'. */
  label?: string;
  /** Hide the label visually (it still names the meter). */
  labelHidden?: boolean;
  className?: string;
}

/**
 * A live microphone level: `role="meter"` from 0 to 100 with the level as its value, drawn as a row of bars. It is
 * not a live region: a screen reader reads the value when it reaches the meter, not at every change.
 */
export function MicLevel({
  level,
  label = 'Microphone level',
  labelHidden = false,
  className,
}: MicLevelProps) {
  const labelId = useId();
  const clamped = Number.isFinite(level) ? Math.min(Math.max(level, 0), 1) : 0;
  const percent = Math.round(clamped * 100);
  const lit = Math.ceil(clamped * MIC_LEVEL_SEGMENTS);
  return (
    <div className={clsx(styles.root, className)}>
      <span id={labelId} className={labelHidden ? styles.hiddenLabel : styles.label}>
        {label}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> draws one bar in engine-specific shadow parts;
          the segments are ours, so a div carries the meter role and values. */}
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className={styles.meter}
      >
        {Array.from({ length: MIC_LEVEL_SEGMENTS }, (_, index) => (
          // The bars are the meter's picture; their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed, positional segments
          <span key={index} className={styles.segment} data-lit={index < lit ? 'true' : undefined} />
        ))}
      </div>
    </div>
  );
}
