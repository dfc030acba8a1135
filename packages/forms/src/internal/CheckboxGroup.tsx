import { Checkbox, Stack, useFieldLabelId } from '@telehealth/ui';

export interface CheckboxGroupProps<Value extends string> {
  id?: string;
  options: readonly { value: Value; label: string }[];
  value: readonly Value[];
  onChange: (value: Value[]) => void;
  onBlur?: () => void;
  /** An option that excludes the others ('None of these'): choosing it clears them, choosing another clears it. */
  exclusive?: Value | undefined;
  disabled?: boolean | undefined;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
}

/**
 * Several checkboxes, each with its visible label, as one group named by the enclosing Field's label (Field gives
 * it the id, the description and the invalid state). The chosen values keep the options' order.
 */
export function CheckboxGroup<Value extends string>({
  id,
  options,
  value,
  onChange,
  onBlur,
  exclusive,
  disabled,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: CheckboxGroupProps<Value>) {
  const labelId = useFieldLabelId();
  const toggle = (option: Value, checked: boolean) => {
    const chosen = new Set(value);
    if (checked && option === exclusive) chosen.clear();
    if (checked && exclusive !== undefined) chosen.delete(exclusive);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(options.map((entry) => entry.value).filter((entry) => chosen.has(entry)));
  };
  return (
    <Stack
      gap="small"
      role="group"
      id={id}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid}
    >
      {options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.label}
          checked={value.includes(option.value)}
          disabled={disabled}
          onBlur={onBlur}
          onCheckedChange={(checked) => toggle(option.value, checked === true)}
        />
      ))}
    </Stack>
  );
}
