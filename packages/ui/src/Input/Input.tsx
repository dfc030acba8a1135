import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useScopedDisabled } from '../DisabledScope';
import { type InputVariants, input } from './Input.css';

export interface InputProps extends Omit<ComponentProps<'input'>, 'size'> {
  /** Control height and text size (the native `size` attribute is rarely wanted and is not exposed). */
  size?: InputVariants['size'];
}

/**
 * A text input with every native prop, ref included (React 19), so `{...register('email')}` works.
 * Wrap it in a Field for its label, hint and error; `aria-invalid` shows the invalid style.
 */
export function Input({ size = 'md', className, type = 'text', disabled, ...props }: InputProps) {
  const off = useScopedDisabled(disabled);
  return <input type={type} className={clsx(input({ size }), className)} disabled={off} {...props} />;
}
