import { clsx } from 'clsx';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useScopedDisabled } from '../DisabledScope';
import { CheckIcon, MinusIcon } from '../Icons';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends Omit<ComponentProps<typeof RadixCheckbox.Root>, 'children' | 'asChild'> {
  /** Visible label beside the box (omit inside a Field, whose label names it). */
  label?: ReactNode;
  /** Help text under the label, announced with the checkbox. */
  description?: ReactNode;
}

/**
 * A checkbox on Radix Checkbox, with its label beside it. `checked` may be 'indeterminate';
 * with react-hook-form pass `checked={field.value}` and `onCheckedChange={field.onChange}`.
 */
export function Checkbox({
  label,
  description,
  id,
  className,
  disabled: ownDisabled,
  ...props
}: CheckboxProps) {
  const disabled = useScopedDisabled(ownDisabled);
  const baseId = useId();
  const controlId = id ?? `${baseId}-checkbox`;
  const descriptionId = description ? `${baseId}-description` : undefined;
  // Named by its label twice over: `<label for>` (which makes the label clickable) and aria-labelledby, because
  // some checkers (HTML_CodeSniffer) do not count a label for a button, which Radix renders.
  const labelId = label ? `${baseId}-label` : undefined;
  const labelledBy = props['aria-labelledby'] ?? (props['aria-label'] ? undefined : labelId);
  const describedBy = clsx(props['aria-describedby'], descriptionId) || undefined;

  const box = (
    <RadixCheckbox.Root
      id={controlId}
      disabled={disabled}
      className={clsx(styles.box, !label && !description && className)}
      {...props}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      <RadixCheckbox.Indicator className={styles.indicator}>
        <CheckIcon className={styles.checkMark} />
        <MinusIcon className={styles.indeterminateMark} />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );

  if (!label && !description) return box;

  return (
    <div className={clsx(styles.choice, className)}>
      <span className={styles.choiceControlSlot}>{box}</span>
      {label ? (
        <label
          id={labelId}
          htmlFor={controlId}
          className={styles.choiceLabel}
          data-disabled={disabled ? '' : undefined}
        >
          {label}
        </label>
      ) : null}
      {description ? (
        <p id={descriptionId} className={styles.choiceDescription}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
