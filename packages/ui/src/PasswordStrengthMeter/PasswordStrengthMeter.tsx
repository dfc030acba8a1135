import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { CheckCircleIcon, CloseIcon } from '../Icons';
import { List } from '../List';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PasswordStrengthMeter.css';
import { type PasswordRequirement, type PasswordStrengthLevel, passwordStrength } from './passwordStrength';

const defaultLevelLabels: Record<PasswordStrengthLevel, string> = {
  weak: 'Weak',
  fair: 'Fair',
  good: 'Good',
  strong: 'Strong',
};

export interface PasswordStrengthMeterProps {
  /** The password being typed. */
  password: string;
  /** The rules to check, in display order, e.g. `passwordRequirements` from the app's contract; the meter has none of its own. */
  requirements: readonly PasswordRequirement[];
  /** Name of the meter. */
  label?: string;
  /** Words shown for each level. */
  levelLabels?: Record<PasswordStrengthLevel, string>;
  /** Advice under the list; pass null to hide it. */
  hint?: ReactNode;
  /** Said after a met requirement, for screen readers (the icon is decorative). */
  metLabel?: string;
  /** Said after an unmet requirement, for screen readers. */
  unmetLabel?: string;
  /** Extra class for the wrapper. */
  className?: string;
}

/**
 * The password strength meter (docs/product/access.md): the level in words, a bar (role="meter") and each
 * requirement as met or unmet, told by icon and text rather than by colour alone.
 */
export function PasswordStrengthMeter({
  password,
  requirements,
  label = 'Password strength',
  levelLabels = defaultLevelLabels,
  hint = 'Use 12 or more characters for a stronger password.',
  metLabel = 'met',
  unmetLabel = 'not met',
  className,
}: PasswordStrengthMeterProps) {
  const labelId = useId();
  const { score, level, unmet } = passwordStrength(password, requirements);
  const levelText = levelLabels[level];

  return (
    <div className={clsx(styles.root, className)}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {/* Announced when the level changes, which happens a few times at most while typing. */}
        <span aria-live="polite" className={styles.level}>
          {levelText}
        </span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> draws its bar in engine-specific
          shadow parts that the theme cannot style alike, so a div carries the meter role and values. */}
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${levelText}, ${score} of 100`}
        className={styles.track}
      >
        <div className={styles.fill[level]} style={assignInlineVars({ [styles.fillWidth]: `${score}%` })} />
      </div>
      <List gap="xsmall" aria-label="Password requirements">
        {requirements.map((requirement) => {
          const met = !unmet.includes(requirement);
          const Icon = met ? CheckCircleIcon : CloseIcon;
          return (
            <li key={requirement.id} className={styles.item[met ? 'met' : 'unmet']} data-met={met}>
              <Icon className={styles.icon} />
              <span>
                {requirement.message}
                <VisuallyHidden>{` (${met ? metLabel : unmetLabel})`}</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </List>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
