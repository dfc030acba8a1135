import { clsx } from 'clsx';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import SignaturePadLibrary from 'signature_pad';
import { Button } from '../Button';
import { useScopedDisabled } from '../DisabledScope';
import { signaturePaper } from '../theme/paper';
import * as styles from './SignaturePad.css';

export interface SignaturePadProps {
  /** Visible label above the pad; also the drawing's accessible name. */
  label: string;
  /** Receives a PNG data URL after each stroke ends, or null when the pad is cleared. */
  onChange?: (dataUrl: string | null) => void;
  /** Stops drawing and clearing. */
  disabled?: boolean;
  /** Help text under the label, announced with the pad. */
  hint?: ReactNode;
  /** Validation message; announced with the pad and drawn as a red border. */
  error?: ReactNode;
  /** Text of the clear button. */
  clearLabel?: string;
  /** Extra class for the wrapper. */
  className?: string;
}

/**
 * A signature drawn with a finger, stylus or mouse on signature_pad's canvas: dark ink on white in every theme,
 * a PNG after each stroke, a Clear button. The canvas follows its container's width and the screen's pixel
 * density, and keeps the drawing when it resizes. Where there is no 2D canvas (jsdom), it renders without
 * drawing instead of failing.
 */
export function SignaturePad({
  label,
  onChange,
  disabled: ownDisabled = false,
  hint,
  error,
  clearLabel = 'Clear',
  className,
}: SignaturePadProps) {
  const disabled = useScopedDisabled(ownDisabled);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const errorId = hasError ? `${baseId}-error` : undefined;

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const [isEmpty, setIsEmpty] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    // signature_pad draws on a 2D context from its constructor on; without one (jsdom) it would throw.
    if (!canvas?.getContext('2d')) return;
    const pad = new SignaturePadLibrary(canvas, {
      penColor: signaturePaper.ink,
      // Painted into the PNG too, so the stored signature is ink on white, not on transparency.
      backgroundColor: signaturePaper.paper,
    });
    padRef.current = pad;

    const onEndStroke = () => {
      setIsEmpty(pad.isEmpty());
      onChangeRef.current?.(pad.toDataURL('image/png'));
    };
    pad.addEventListener('endStroke', onEndStroke);

    // A canvas's drawing buffer is sized in device pixels; the strokes are kept in CSS pixels and redrawn, since
    // changing the buffer's size wipes it.
    let size = '';
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const next = `${canvas.offsetWidth}x${canvas.offsetHeight}@${ratio}`;
      if (next === size) return;
      size = next;
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    // A move to a screen of another density changes devicePixelRatio without resizing anything.
    window.addEventListener('resize', fit);

    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', onEndStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    setIsEmpty(true);
    onChangeRef.current?.(null);
  };

  return (
    <div className={clsx(styles.root, className)}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div
        className={styles.pad}
        data-disabled={disabled ? '' : undefined}
        data-invalid={hasError ? '' : undefined}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`${label}, ${isEmpty ? 'empty' : 'signed'}`}
          aria-describedby={clsx(hintId, errorId) || undefined}
          // Focusable so that keyboard and screen-reader users reach the pad and hear its label, state and hint.
          tabIndex={disabled ? -1 : 0}
          className={styles.canvas}
        />
        <span aria-hidden="true" className={styles.baseline} />
      </div>
      <div className={styles.footer}>
        <Button type="button" variant="outline" size="sm" onClick={clear} disabled={disabled}>
          {clearLabel}
        </Button>
      </div>
      {/* The region stays mounted so that a message appearing later is announced. */}
      <div aria-live="polite">
        {hasError ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
