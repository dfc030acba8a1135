import { DisabledScope } from '@telehealth/ui';
import type { ReactNode } from 'react';

/**
 * The controls of a form: `disabled` turns every input, select, checkbox and button in it off at once (each
 * natively disabled, so the keyboard skips them and nothing can be submitted). It is not a `<fieldset>`: a
 * fieldset is a named group of controls and needs a `<legend>`, and a form's controls as a whole are no group
 * beyond the form itself. A real group inside a form (the card's details) keeps its fieldset and legend.
 */
export function FormFields({ disabled, children }: { disabled?: boolean | undefined; children: ReactNode }) {
  return <DisabledScope disabled={disabled}>{children}</DisabledScope>;
}
