import { createContext, type HTMLAttributes, type ReactNode, useContext } from 'react';

const DisabledContext = createContext(false);

/** Whether the control is off: its own `disabled`, or an enclosing DisabledScope's. */
export function useScopedDisabled(own?: boolean | undefined): boolean {
  const scoped = useContext(DisabledContext);
  return Boolean(own) || scoped;
}

export interface DisabledScopeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Turns every ui control inside off (natively `disabled`): inputs, selects, checkboxes, switches, buttons. */
  disabled?: boolean | undefined;
  children?: ReactNode;
}

/**
 * Turns off every ui control inside it at once, as a disabled `<fieldset>` would, without being a group: a
 * fieldset is a named group of controls (it needs a `<legend>`), and a whole form's controls are not one. Each
 * control is disabled itself (so the keyboard skips it and nothing is submitted), and a scope inside an off scope
 * stays off. Links (`Button asChild`) are not form controls and stay live, as in a fieldset. The wrapper is a plain
 * `<div>` that draws nothing.
 */
export function DisabledScope({ disabled = false, children, ...props }: DisabledScopeProps) {
  const off = useScopedDisabled(disabled);
  return (
    <div {...props}>
      <DisabledContext.Provider value={off}>{children}</DisabledContext.Provider>
    </div>
  );
}
