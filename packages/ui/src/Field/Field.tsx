import { clsx } from 'clsx';
import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useId,
} from 'react';
import { ErrorIcon } from '../Icons';
import * as styles from './Field.css';

/** The props Field adds to its control. */
interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
}

/**
 * The label's id, for controls that a `<label htmlFor>` cannot name (a radio group is a div):
 * they set `aria-labelledby` to it instead.
 */
const FieldLabelContext = createContext<string | undefined>(undefined);

/** The id of the enclosing Field's label, or undefined outside a Field. */
export function useFieldLabelId(): string | undefined {
  return useContext(FieldLabelContext);
}

export interface FieldProps {
  /** Visible label, tied to the control with `htmlFor`. */
  label: ReactNode;
  /** Help text under the label, announced with the control. */
  hint?: ReactNode;
  /** Validation message (e.g. `errors.email?.message`); marks the control invalid when present. */
  error?: ReactNode;
  /** Marks the control required for assistive technology and shows a mark after the label. */
  required?: boolean;
  /** Extra class for the wrapper. */
  className?: string;
  /**
   * A button beside the control (Apply, Search), on its row and aligned with it: the hint above and the error
   * below are the whole row's, so the button never drops below the input when a message shows.
   */
  action?: ReactNode;
  /** Exactly one control element (Input, select, textarea...); it receives id and aria attributes. */
  children: ReactElement<ControlProps>;
}

/**
 * Label, hint and error around one control, wired for assistive technology: the control gets an
 * id for the label, `aria-describedby` for the hint and error, `aria-invalid` and `aria-required`.
 * It clones the child, so a react-hook-form `register()` ref and handlers pass through untouched.
 */
export function Field({ label, hint, error, required = false, className, action, children }: FieldProps) {
  const baseId = useId();
  const control = Children.only(children);
  if (!isValidElement<ControlProps>(control)) {
    throw new Error('Field expects exactly one control element as its child.');
  }

  const controlId = control.props.id ?? `${baseId}-control`;
  const labelId = `${baseId}-label`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const errorId = hasError ? `${baseId}-error` : undefined;
  const describedBy = clsx(control.props['aria-describedby'], hintId, errorId) || undefined;

  const wiredControl = (
    <FieldLabelContext.Provider value={labelId}>
      {cloneElement(control, {
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': hasError ? true : control.props['aria-invalid'],
        'aria-required': required ? true : control.props['aria-required'],
      })}
    </FieldLabelContext.Provider>
  );

  return (
    <div className={clsx(styles.root, className)}>
      <label id={labelId} htmlFor={controlId} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {action ? (
        <div className={styles.controlRow}>
          <div className={styles.controlInRow}>{wiredControl}</div>
          {action}
        </div>
      ) : (
        wiredControl
      )}
      {/* The region stays mounted so that a message appearing later is announced. */}
      <div aria-live="polite" className={styles.messages}>
        {hasError ? (
          <p id={errorId} className={styles.error}>
            <ErrorIcon className={styles.errorIcon} />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
