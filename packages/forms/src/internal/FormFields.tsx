import type { CSSProperties, ReactNode } from 'react';

/** A fieldset that draws nothing of its own (browsers give it a border, padding and a min-content width). */
const reset: CSSProperties = { border: 0, margin: 0, padding: 0, minWidth: 0 };

/**
 * The controls of a form, in a fieldset without a frame: `disabled` turns every input, select, checkbox and
 * button in it off at once (natively, so the keyboard skips them and nothing can be submitted).
 */
export function FormFields({ disabled, children }: { disabled?: boolean | undefined; children: ReactNode }) {
  return (
    <fieldset disabled={disabled} style={reset}>
      {children}
    </fieldset>
  );
}
