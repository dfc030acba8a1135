import type { TableFilterField } from '@telehealth/forms';

/** The list's search box, `q`, with what it searches as its hint. */
export const searchField = (hint: string): TableFilterField => ({
  kind: 'search',
  name: 'q',
  label: 'Search',
  hint,
});

/** A choice filter from `{ value: label }`, with 'All …' for none. */
export const choiceField = (
  name: string,
  label: string,
  allLabel: string,
  choices: Readonly<Record<string, string>>,
): TableFilterField => ({
  kind: 'select',
  name,
  label,
  allLabel,
  options: Object.entries(choices).map(([value, text]) => ({ value, label: text })),
});

/** 'Status': all, active or inactive. */
export const activeField = (name: string) =>
  choiceField(name, 'Status', 'All', { active: 'Active', inactive: 'Inactive' });
