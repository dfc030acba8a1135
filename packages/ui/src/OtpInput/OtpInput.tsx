import { clsx } from 'clsx';
import { type ClipboardEvent, type ComponentProps, useState } from 'react';
import { Input } from '../Input';
import * as styles from './OtpInput.css';

/** Verification codes have 6 digits (docs/product/access.md). */
export const OTP_LENGTH = 6;

/** Keeps the digits of `text`, at most `length` of them: '12 34-56' becomes '123456'. */
export function sanitizeOtp(text: string, length = OTP_LENGTH): string {
  return text.replace(/\D/g, '').slice(0, length);
}

export interface OtpInputProps
  extends Omit<
    ComponentProps<'input'>,
    'value' | 'defaultValue' | 'onChange' | 'type' | 'size' | 'maxLength'
  > {
  /** The code (controlled); digits only. */
  value?: string;
  /** The initial code when uncontrolled. */
  defaultValue?: string;
  /** Called with the cleaned code (digits only, at most `length`) on every change. */
  onChange?: (code: string) => void;
  /** Called once the code reaches `length` digits, e.g. to submit it. */
  onComplete?: (code: string) => void;
  /** Number of digits; defaults to 6. */
  length?: number;
}

/**
 * A one-time code field: one input (the simplest for screen readers and for the browser's SMS and
 * email code autofill) that keeps digits only, at most six, and cleans pasted codes. Label it with
 * a Field.
 */
export function OtpInput({
  value,
  defaultValue = '',
  onChange,
  onComplete,
  length = OTP_LENGTH,
  className,
  onPaste,
  ...props
}: OtpInputProps) {
  const [internal, setInternal] = useState(() => sanitizeOtp(defaultValue, length));
  const code = value === undefined ? internal : sanitizeOtp(value, length);

  const update = (next: string) => {
    const cleaned = sanitizeOtp(next, length);
    if (value === undefined) setInternal(cleaned);
    onChange?.(cleaned);
    if (cleaned.length === length && cleaned !== code) onComplete?.(cleaned);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    // Insert the pasted digits at the selection ourselves: the browser would keep spaces and dashes.
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? code.length;
    const end = input.selectionEnd ?? code.length;
    update(code.slice(0, start) + event.clipboardData.getData('text') + code.slice(end));
  };

  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      spellCheck={false}
      className={clsx(styles.otpInput, className)}
      {...props}
      value={code}
      onChange={(event) => update(event.target.value)}
      onPaste={handlePaste}
    />
  );
}
