import { clsx } from 'clsx';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import * as choiceStyles from '../Checkbox/Checkbox.css';
import { useScopedDisabled } from '../DisabledScope';
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
  /**
   * The section the option sits in ('Morning', say): options of one group, next to each other, are shown under the
   * group's name. It is still one choice: the arrow keys move through every section.
   */
  group?: string;
}

/** Consecutive options of the same group, in order. */
function sectionsOf(options: readonly RadioOption[]): { group: string; options: RadioOption[] }[] {
  const sections: { group: string; options: RadioOption[] }[] = [];
  for (const option of options) {
    const group = option.group ?? '';
    const last = sections.at(-1);
    if (last && last.group === group) last.options.push(option);
    else sections.push({ group, options: [option] });
  }
  return sections;
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
  disabled: ownDisabled,
  ...props
}: RadioGroupProps) {
  const disabled = useScopedDisabled(ownDisabled);
  const baseId = useId();
  const fieldLabelId = useFieldLabelId();
  const ownLabelId = label ? `${baseId}-label` : undefined;
  // A <label htmlFor> cannot name a div, so the group points at its label by id.
  const labelledBy =
    props['aria-labelledby'] ?? (props['aria-label'] ? undefined : (ownLabelId ?? fieldLabelId));
  const grouped = options.some((option) => option.group);

  const item = (option: RadioOption) => {
    const itemId = `${baseId}-${option.value}`;
    const descriptionId = option.description ? `${itemId}-description` : undefined;
    // The label names the radio twice over, as on Checkbox: `<label for>` and aria-labelledby.
    const itemLabelId = `${baseId}-label-${options.indexOf(option)}`;
    const itemDisabled = disabled || option.disabled;
    return (
      <div key={option.value} className={choiceStyles.choice}>
        <span className={choiceStyles.choiceControlSlot}>
          <RadixRadioGroup.Item
            id={itemId}
            value={option.value}
            disabled={option.disabled}
            className={styles.radio}
            aria-labelledby={itemLabelId}
            aria-describedby={descriptionId}
          >
            <RadixRadioGroup.Indicator className={styles.dot} />
          </RadixRadioGroup.Item>
        </span>
        <label
          id={itemLabelId}
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
  };

  return (
    <div className={clsx(styles.root, className)}>
      {label ? (
        <span id={ownLabelId} className={styles.groupLabel}>
          {label}
        </span>
      ) : null}
      <RadixRadioGroup.Root
        className={grouped ? styles.sections : styles.items({ orientation })}
        disabled={disabled}
        // Orientation is left to layout: every arrow key moves between options, as WAI-ARIA expects.
        {...props}
        aria-orientation={orientation}
        aria-labelledby={labelledBy}
      >
        {grouped
          ? sectionsOf(options).map((section) =>
              // A fieldset is a group, named by its legend; options without a group need no frame.
              section.group ? (
                <fieldset key={section.options[0]?.value} className={styles.section}>
                  <legend className={styles.sectionLabel}>{section.group}</legend>
                  <div className={styles.items({ orientation })}>{section.options.map(item)}</div>
                </fieldset>
              ) : (
                <div key={section.options[0]?.value} className={styles.items({ orientation })}>
                  {section.options.map(item)}
                </div>
              ),
            )
          : options.map(item)}
      </RadixRadioGroup.Root>
    </div>
  );
}
