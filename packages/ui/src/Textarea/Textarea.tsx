import { assignInlineVars, setElementVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { type ComponentProps, type Ref, useCallback, useLayoutEffect, useRef } from 'react';
import { useScopedDisabled } from '../DisabledScope';
import { input } from '../Input/Input.css';
import * as styles from './Textarea.css';

export interface TextareaProps extends Omit<ComponentProps<'textarea'>, 'ref'> {
  /** Grow with the content instead of scrolling (up to `maxRows` when set); the user cannot drag its size. */
  autoResize?: boolean;
  /** With `autoResize`: the most lines shown before the textarea scrolls. */
  maxRows?: number;
  /** Let the user drag the height (default) or not. */
  resizable?: boolean;
  /** Forwarded to the textarea, so `{...register('message')}` works. */
  ref?: Ref<HTMLTextAreaElement>;
}

function supportsFieldSizing(): boolean {
  return (
    typeof CSS !== 'undefined' &&
    typeof CSS.supports === 'function' &&
    CSS.supports('field-sizing', 'content')
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A multi-line text input with every native prop; `aria-invalid` (set by Field) shows the invalid
 * style. `rows` sets the empty height (3 lines by default); `autoResize` grows it with the text.
 */
export function Textarea({
  autoResize = false,
  maxRows,
  resizable = true,
  rows = 3,
  className,
  style,
  ref,
  onInput,
  value,
  disabled,
  ...props
}: TextareaProps) {
  const off = useScopedDisabled(disabled);
  const element = useRef<HTMLTextAreaElement | null>(null);

  // Where CSS cannot size the field to its content, measure it: collapse, read the scroll height,
  // and hand it to the stylesheet as a custom property (min-height and max-height still clamp it).
  const fit = useCallback(() => {
    const node = element.current;
    if (!node || !autoResize || supportsFieldSizing()) return;
    setElementVars(node, { [styles.contentHeightVar]: 'auto' });
    const computed = getComputedStyle(node);
    const borders =
      Number.parseFloat(computed.borderTopWidth) + Number.parseFloat(computed.borderBottomWidth);
    setElementVars(node, { [styles.contentHeightVar]: `${node.scrollHeight + (borders || 0)}px` });
  }, [autoResize]);

  // Controlled values change without an input event (e.g. a form reset), so fit after each render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `value` is the trigger, not an input.
  useLayoutEffect(fit, [fit, value]);

  const setRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      element.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  return (
    <textarea
      ref={setRef}
      rows={rows}
      value={value}
      className={clsx(
        input({ size: 'md' }),
        styles.textarea,
        autoResize && styles.autoResize,
        autoResize && maxRows !== undefined && styles.bounded,
        !autoResize && !resizable && styles.fixedSize,
        className,
      )}
      style={{
        ...assignInlineVars({
          [styles.rowsVar]: String(rows),
          ...(maxRows !== undefined ? { [styles.maxRowsVar]: String(maxRows) } : {}),
        }),
        ...style,
      }}
      disabled={off}
      data-auto-resize={autoResize || undefined}
      onInput={(event) => {
        fit();
        onInput?.(event);
      }}
      {...props}
    />
  );
}
