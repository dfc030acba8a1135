import { clsx } from 'clsx';
import { Switch as RadixSwitch } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import * as choiceStyles from '../Checkbox/Checkbox.css';
import { useScopedDisabled } from '../DisabledScope';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<ComponentProps<typeof RadixSwitch.Root>, 'children' | 'asChild'> {
  /** Visible label beside the switch (omit inside a Field, whose label names it). */
  label?: ReactNode;
  /** Help text under the label, announced with the switch. */
  description?: ReactNode;
}

/**
 * An on/off switch on Radix Switch, for settings that apply at once (e.g. 'Active'). Use a
 * Checkbox for choices that a form submits later.
 */
export function Switch({ label, description, id, className, disabled: ownDisabled, ...props }: SwitchProps) {
  const disabled = useScopedDisabled(ownDisabled);
  const baseId = useId();
  const controlId = id ?? `${baseId}-switch`;
  const descriptionId = description ? `${baseId}-description` : undefined;
  // Named by its label twice over: `<label for>` (which makes the label clickable) and aria-labelledby, because
  // some checkers (HTML_CodeSniffer) do not count a label for a button, which Radix renders.
  const labelId = label ? `${baseId}-label` : undefined;
  const labelledBy = props['aria-labelledby'] ?? (props['aria-label'] ? undefined : labelId);
  const describedBy = clsx(props['aria-describedby'], descriptionId) || undefined;

  const control = (
    <RadixSwitch.Root
      id={controlId}
      disabled={disabled}
      className={clsx(styles.track, !label && !description && className)}
      {...props}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      <RadixSwitch.Thumb className={styles.thumb} />
    </RadixSwitch.Root>
  );

  if (!label && !description) return control;

  return (
    <div className={clsx(choiceStyles.choice, className)}>
      <span className={choiceStyles.choiceControlSlot}>{control}</span>
      {label ? (
        <label
          id={labelId}
          htmlFor={controlId}
          className={choiceStyles.choiceLabel}
          data-disabled={disabled ? '' : undefined}
        >
          {label}
        </label>
      ) : null}
      {description ? (
        <p id={descriptionId} className={choiceStyles.choiceDescription}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
