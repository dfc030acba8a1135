import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '../Icons';
import { SpinnerIcon } from '../Spinner';
import { useThemeClassName } from '../ThemeProvider';
import * as styles from './PopupOverlay.css';
import { type PopupStyles, popupParts, visibleColor } from './visibleColor';

/** Part 1 §5: an invisible template colour for the button text falls back to white. */
const BUTTON_TEXT_FALLBACK = 'white';

export interface PopupOverlayProps {
  /** Whether the popup shows. */
  open: boolean;
  /** Called when the popup asks to open or close (close button, Escape, outside click, auto-close). */
  onOpenChange: (open: boolean) => void;
  /** The header's title (the campaign's 'title' section). */
  title: string;
  /** The line under the title (the campaign's 'tagline' section). */
  tagline?: string;
  /** The submit button's label (the campaign's 'button-label' section). */
  buttonLabel: string;
  /** Small print under the form (the campaign's 'bottom-note' section). */
  bottomNote?: string;
  /** Visible label of the email field. */
  emailLabel?: string;
  /** Example address shown in the empty email field. */
  emailPlaceholder?: string;
  /** Sends the email; the popup shows the thank-you state when it resolves and the form again if it rejects. */
  onSubmit: (email: string) => Promise<void>;
  /** Controlled thank-you state, e.g. when this visitor already signed up; internal when omitted. */
  submitted?: boolean;
  /** Closes the popup this many milliseconds after submit is pressed (3000 in Part 1 §9); never when omitted. */
  autoCloseMs?: number;
  /** Colour overrides from the campaign template; invisible colours are ignored. */
  styles?: PopupStyles;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** The button's label while the email is being sent. */
  submittingLabel?: string;
  /** Title of the thank-you state. */
  thankYouTitle?: string;
  /** Message of the thank-you state. */
  thankYouMessage?: string;
}

/** The inline custom properties for the campaign's visible colours. */
function campaignVars(overrides: PopupStyles | undefined): Record<string, string> {
  const assigned: Record<string, string> = {};
  if (!overrides) return assigned;
  for (const part of popupParts) {
    const partStyle = overrides[part];
    if (!partStyle) continue;
    const partVars = styles.partVars[part];
    const color =
      visibleColor(partStyle.color) ??
      (part === 'button' && partStyle.color !== undefined ? BUTTON_TEXT_FALLBACK : undefined);
    const background = visibleColor(partStyle.background);
    const borderColor = visibleColor(partStyle.borderColor);
    if (color) assigned[partVars.color] = color;
    if (background) assigned[partVars.background] = background;
    if (borderColor) assigned[partVars.borderColor] = borderColor;
  }
  return assigned;
}

/**
 * The marketing popup of Part 1 §2 (welcome or exit intent) on Radix Dialog: focus trap, Escape
 * and the close button dismiss it. It collects one email and never fetches: `onSubmit` does.
 * Submit is ignored while submitting or once submitted, as Part 1 §5 requires.
 */
export function PopupOverlay({
  open,
  onOpenChange,
  title,
  tagline,
  buttonLabel,
  bottomNote,
  emailLabel = 'Email',
  emailPlaceholder,
  onSubmit,
  submitted,
  autoCloseMs,
  styles: overrides,
  closeLabel = 'Close',
  submittingLabel = 'Submitting...',
  thankYouTitle = 'Thank You!',
  thankYouMessage = 'Check your email for special offers and updates!',
}: PopupOverlayProps) {
  const themeClassName = useThemeClassName();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<'idle' | 'submitting' | 'submitted'>('idle');
  // A ref as well as state: two quick submits arrive before React re-renders.
  const busy = useRef(false);
  const thankYouRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const autoClose = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isSubmitted = submitted ?? status === 'submitted';
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  useEffect(() => () => clearTimeout(autoClose.current), []);

  // The form (and the focused button) goes away: move focus to the message that replaces it.
  useEffect(() => {
    if (isSubmitted && open) thankYouRef.current?.focus();
  }, [isSubmitted, open]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (busy.current || isSubmitted || !value) return;
    busy.current = true;
    setStatus('submitting');
    if (autoCloseMs !== undefined) {
      autoClose.current = setTimeout(() => onOpenChangeRef.current(false), autoCloseMs);
    }
    try {
      await onSubmit(value);
      setStatus('submitted');
    } catch {
      // The caller reports the failure (e.g. a toast); the visitor may try again.
      setStatus('idle');
      busy.current = false;
    }
  };

  const submitting = status === 'submitting';

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Portalled content sits outside the ThemeProvider's wrapper, so it takes the theme class itself. */}
        <div className={themeClassName} style={assignInlineVars(campaignVars(overrides))}>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.popup}
            // Without a tagline there is no description: say so, or Radix warns.
            {...(tagline ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              // Start in the email field (the one thing to do here), not on the close button.
              if (!emailRef.current) return;
              event.preventDefault();
              emailRef.current.focus();
            }}
          >
            <div className={styles.header}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {tagline ? <Dialog.Description className={styles.tagline}>{tagline}</Dialog.Description> : null}
              <Dialog.Close className={styles.close} aria-label={closeLabel}>
                <CloseIcon />
              </Dialog.Close>
            </div>
            <div className={styles.content}>
              {isSubmitted ? (
                <div ref={thankYouRef} tabIndex={-1} role="status" className={styles.thankYou}>
                  <p className={styles.thankYouTitle}>{thankYouTitle}</p>
                  <p className={styles.thankYouMessage}>{thankYouMessage}</p>
                </div>
              ) : (
                <form className={styles.form} onSubmit={handleSubmit}>
                  <div>
                    <label htmlFor={emailId} className={styles.label}>
                      {emailLabel}
                    </label>
                    <input
                      ref={emailRef}
                      id={emailId}
                      type="email"
                      name="email"
                      required
                      autoComplete="email"
                      placeholder={emailPlaceholder}
                      value={email}
                      readOnly={submitting}
                      onChange={(event) => setEmail(event.target.value)}
                      className={styles.input}
                    />
                  </div>
                  <button
                    type="submit"
                    className={styles.button}
                    aria-busy={submitting || undefined}
                    aria-disabled={submitting || undefined}
                  >
                    {submitting ? <SpinnerIcon size="inherit" /> : null}
                    {submitting ? submittingLabel : buttonLabel}
                  </button>
                </form>
              )}
              {bottomNote ? <p className={styles.note}>{bottomNote}</p> : null}
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
