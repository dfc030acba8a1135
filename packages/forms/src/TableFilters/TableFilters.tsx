import { Button, Field, Input, Select, Stack } from '@telehealth/ui';
import { type FormEvent, useEffect, useState } from 'react';

/** The value a select filter shows for 'no filter' (a Select's option cannot be ''). */
const ALL = 'all';

/** One filter of a list's toolbar. A blank value means no filter. */
export type TableFilterField =
  | { kind: 'search'; name: string; label: string; hint?: string }
  | { kind: 'date'; name: string; label: string }
  | {
      kind: 'select';
      name: string;
      label: string;
      /** The choices; the first, 'All …', is added from `allLabel`. */
      options: readonly { value: string; label: string }[];
      allLabel: string;
    };

export type TableFilterValues = Record<string, string>;

export interface TableFiltersProps {
  /** Names the form for assistive technology, e.g. 'Patient filters'. */
  label: string;
  fields: readonly TableFilterField[];
  /** The filters in force (from the address); blank or missing means none. */
  values: TableFilterValues;
  /** Called with every field's value ('' for none) when the user applies or clears the filters. */
  onApply: (values: TableFilterValues) => void;
}

const blank = (fields: readonly TableFilterField[]) =>
  Object.fromEntries(fields.map((field) => [field.name, ''])) as TableFilterValues;
const fill = (fields: readonly TableFilterField[], values: TableFilterValues) =>
  Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? ''])) as TableFilterValues;

/**
 * The small form above an admin list (docs/product/admin.md): search text and dates apply with Enter or 'Apply filters';
 * a choice from a select applies at once. 'Clear filters' shows while any filter is in force. Each control is
 * labelled and wraps onto its own line on a phone.
 */
export function TableFilters({ label, fields, values, onApply }: TableFiltersProps) {
  const [draft, setDraft] = useState(() => fill(fields, values));
  const key = JSON.stringify(fill(fields, values));
  // The address is the truth: Back and Forward bring other filters, which the fields then show.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the values in force.
  useEffect(() => setDraft(fill(fields, values)), [key]);
  const active = Object.values(fill(fields, values)).some((value) => value !== '');

  const set = (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  // Not a FormShell form: applying filters only changes the address (nothing is sent, nothing can be refused).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form onSubmit={submit} aria-label={label}>
      <Stack direction="row" gap="small" wrap align="end">
        {fields.map((field) => {
          if (field.kind === 'select')
            return (
              <Field key={field.name} label={field.label}>
                <Select
                  size="sm"
                  name={field.name}
                  options={[{ value: ALL, label: field.allLabel }, ...field.options]}
                  value={draft[field.name] || ALL}
                  onValueChange={(value) => {
                    const next = { ...draft, [field.name]: value === ALL ? '' : value };
                    setDraft(next);
                    onApply(next);
                  }}
                />
              </Field>
            );
          return (
            <Field
              key={field.name}
              label={field.label}
              hint={field.kind === 'search' ? field.hint : undefined}
            >
              <Input
                size="sm"
                name={field.name}
                type={field.kind === 'date' ? 'date' : 'search'}
                value={draft[field.name] ?? ''}
                onChange={(event) => set(field.name, event.currentTarget.value)}
              />
            </Field>
          );
        })}
        <Button type="submit" size="sm">
          Apply filters
        </Button>
        {active ? (
          <Button type="button" size="sm" variant="soft" onClick={() => onApply(blank(fields))}>
            Clear filters
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}
