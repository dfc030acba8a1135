import { clsx } from 'clsx';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import * as choiceStyles from '../Checkbox/Checkbox.css';
import { useFieldLabelId } from '../Field';
import * as styles from './RadioGroup.css';

/** One choice of a RadioGroup. */
export interface RadioOption {
  /** The value reported by `onValueChange`. */
  value: string;
  /** Visible label beside the radio. */
  label: ReactNode;
  /** Help text under the label, announced with the radio. */
  description?: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<ComponentProps<typeof RadixRadioGroup.Root>, 'children' | 'asChild' | 'orientation'> {
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** Visible name of the group; inside a Field, omit it and the Field's label names the group. */
  label?: ReactNode;
  /** Stack the options (default) or lay them in a wrapping row. */
  orientation?: 'vertical' | 'horizontal';
}

/**
 * A single choice among a few visible options, on Radix RadioGroup: Tab enters the group at the
 * selected option and the arrow keys move and select. Inside a Field the group gets the label,
 * hint, error and required state.
 */
export function RadioGroup({
  options,
  label,
  orientation = 'vertical',
  className,
  disabled,
  ...props
}: RadioGroupProps) {
  const baseId = useId();
  const fieldLabelId = useFieldLabelId();
  const ownLabelId = label ? `${baseId}-label` : undefined;
  // A <label htmlFor> cannot name a div, so the group points at its label by id.
  const labelledBy =
    props['aria-labelledby'] ?? (props['aria-label'] ? undefined : (ownLabelId ?? fieldLabelId));

  return (
    <div className={clsx(styles.root, className)}>
      {label ? (
        <span id={ownLabelId} className={styles.groupLabel}>
          {label}
        </span>
      ) : null}
      <RadixRadioGroup.Root
        className={styles.items({ orientation })}
        disabled={disabled}
        // Orientation is left to layout: every arrow key moves between options, as WAI-ARIA expects.
        {...props}
        aria-orientation={orientation}
        aria-labelledby={labelledBy}
      >
        {options.map((option) => {
          const itemId = `${baseId}-${option.value}`;
          const descriptionId = option.description ? `${itemId}-description` : undefined;
          const itemDisabled = disabled || option.disabled;
          return (
            <div key={option.value} className={choiceStyles.choice}>
              <span className={choiceStyles.choiceControlSlot}>
                <RadixRadioGroup.Item
                  id={itemId}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.radio}
                  aria-describedby={descriptionId}
                >
                  <RadixRadioGroup.Indicator className={styles.dot} />
                </RadixRadioGroup.Item>
              </span>
              <label
                htmlFor={itemId}
                className={choiceStyles.choiceLabel}
                data-disabled={itemDisabled ? '' : undefined}
              >
                {option.label}
              </label>
              {option.description ? (
                <p id={descriptionId} className={choiceStyles.choiceDescription}>
                  {option.description}
                </p>
              ) : null}
            </div>
          );
        })}
      </RadixRadioGroup.Root>
    </div>
  );
}
