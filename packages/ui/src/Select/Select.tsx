import { clsx } from 'clsx';
import { Select as RadixSelect } from 'radix-ui';
import { type FocusEventHandler, type ReactNode, type Ref, useId } from 'react';
import { useScopedDisabled } from '../DisabledScope';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from '../Icons';
import { input } from '../Input/Input.css';
import { useThemeClassName } from '../ThemeProvider';
import * as styles from './Select.css';

/** One choice of a Select. */
export interface SelectOption {
  /** The value reported by `onValueChange` (must not be the empty string). */
  value: string;
  /** The visible text, also shown in the trigger when selected. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
  /** A small element after the label, e.g. `<Badge size="sm">Disabled</Badge>`; it is part of the option's accessible name. */
  suffix?: ReactNode;
}

export interface SelectProps {
  /** The choices; or pass `SelectItem` children instead. */
  options?: readonly SelectOption[];
  /** `SelectItem` elements, when the choices need more than `options` offers. */
  children?: ReactNode;
  /** The selected value (controlled); '' shows the placeholder. */
  value?: string;
  /** The initially selected value (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly selected value. */
  onValueChange?: (value: string) => void;
  /** Text shown while nothing is selected, e.g. 'Select a template'. Not a label: wrap the Select in a Field. */
  placeholder?: string;
  /** Disables the whole control. */
  disabled?: boolean;
  /** Marks the control required (Field sets this for you). */
  required?: boolean;
  /** Form field name: a hidden native select carries the value in form submissions. */
  name?: string;
  /** Control height and text size. */
  size?: 'sm' | 'md' | 'lg';
  /** Controlled open state of the list. */
  open?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Called when the trigger loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  /** The trigger's id (Field sets it so the label points at the trigger). */
  id?: string;
  /** Marks the trigger invalid (Field sets it when it shows an error). */
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Ids of the hint and error (Field sets them). */
  'aria-describedby'?: string;
  /** Required for assistive technology (Field sets it). */
  'aria-required'?: boolean | 'true' | 'false';
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Id of an element that names the control. */
  'aria-labelledby'?: string;
  /** Extra class for the trigger. */
  className?: string;
  /** Forwarded to the trigger button, so react-hook-form can focus it on an error. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A single-choice dropdown on Radix Select: a combobox button that opens a listbox, with typeahead
 * and arrow keys. Inside a Field the trigger gets the label, hint, error and required state.
 */
export function Select({
  options,
  children,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  disabled,
  required,
  name,
  size = 'md',
  open,
  onOpenChange,
  className,
  ref,
  'aria-required': ariaRequired,
  ...triggerProps
}: SelectProps) {
  // Portalled content sits outside the ThemeProvider's wrapper, so it takes the theme class itself.
  const themeClassName = useThemeClassName();
  const off = useScopedDisabled(disabled);
  const isRequired = required ?? (ariaRequired === true || ariaRequired === 'true');
  return (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      disabled={off}
      required={isRequired}
      name={name}
      open={open}
      onOpenChange={onOpenChange}
    >
      <RadixSelect.Trigger
        ref={ref}
        className={clsx(input({ size }), styles.trigger, className)}
        {...triggerProps}
      >
        <span className={styles.value}>
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon className={styles.icon}>
          <ChevronDownIcon />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <div className={themeClassName}>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            collisionPadding={8}
            className={styles.content}
          >
            <RadixSelect.ScrollUpButton className={styles.scrollButton}>
              <ChevronUpIcon />
            </RadixSelect.ScrollUpButton>
            <RadixSelect.Viewport className={styles.viewport}>
              {options?.map((option) => (
                <SelectItem
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  suffix={option.suffix}
                >
                  {option.label}
                </SelectItem>
              ))}
              {children}
            </RadixSelect.Viewport>
            <RadixSelect.ScrollDownButton className={styles.scrollButton}>
              <ChevronDownIcon />
            </RadixSelect.ScrollDownButton>
          </RadixSelect.Content>
        </div>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

export interface SelectItemProps {
  /** The value reported by `onValueChange` (must not be the empty string). */
  value: string;
  /** The visible text, also shown in the trigger when selected. */
  children: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
  /** A small element after the text (e.g. a Badge); read as part of the option's name but not shown in the trigger. */
  suffix?: ReactNode;
  /** Text for typeahead when the children are not plain text. */
  textValue?: string;
  /** Extra class for the option. */
  className?: string;
}

/** One option of a Select, for use as its child. */
export function SelectItem({ value, children, disabled, suffix, textValue, className }: SelectItemProps) {
  const textId = useId();
  const suffixId = useId();
  return (
    <RadixSelect.Item
      value={value}
      disabled={disabled}
      textValue={textValue}
      className={clsx(styles.item, className)}
      // The suffix (e.g. 'Disabled') is part of the option's name, not only its look.
      aria-labelledby={suffix ? `${textId} ${suffixId}` : textId}
    >
      <RadixSelect.ItemIndicator className={styles.itemIndicator}>
        <CheckIcon />
      </RadixSelect.ItemIndicator>
      <RadixSelect.ItemText id={textId} className={styles.itemText}>
        {children}
      </RadixSelect.ItemText>
      {suffix ? (
        <span id={suffixId} className={styles.itemSuffix}>
          {suffix}
        </span>
      ) : null}
    </RadixSelect.Item>
  );
}
