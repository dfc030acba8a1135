import { Box, CloseIcon, Dialog, Field, IconButton, Input, Stack, Text } from '@telehealth/ui';
import { type CSSProperties, type FormEvent, useEffect, useRef, useState } from 'react';
import { FormShell, SubmitButton } from '../internal/FormShell';
import { useServerSubmit } from '../internal/useServerSubmit';
import { type PopupPart, type PopupStyles, readableTextOn, visibleColor } from './campaignColors';

/** An invisible template colour for the button text falls back to white. */
const BUTTON_TEXT_FALLBACK = 'white';

export interface CampaignPopupFormProps {
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
  /** Closes the popup this many milliseconds after submit is pressed (3000 on the site); never when omitted. */
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

/**
 * The colours a campaign set on one part, as an inline style: they come from data at run time, so
 * they cannot be classes. Invisible ones are left out, and the part keeps the theme's.
 */
function campaignPartStyle(overrides: PopupStyles | undefined, part: PopupPart): CSSProperties | undefined {
  const partStyle = overrides?.[part];
  if (!partStyle) return undefined;
  const backgroundColor = visibleColor(partStyle.background);
  const color =
    visibleColor(partStyle.color) ??
    (part === 'button' && partStyle.color !== undefined ? BUTTON_TEXT_FALLBACK : undefined) ??
    // A popup the template paints but leaves its text to the theme: in the dark theme that text would be light on
    // the campaign's light panel. Pick near-black or white for it instead.
    (part === 'popup' ? readableTextOn(backgroundColor) : undefined);
  const style: CSSProperties = {
    color,
    backgroundColor,
    borderColor: visibleColor(partStyle.borderColor),
  };
  const set = Object.entries(style).filter(([, value]) => value !== undefined);
  return set.length > 0 ? Object.fromEntries(set) : undefined;
}

/**
 * The marketing popup (docs/product/campaigns.md: welcome or exit intent), made of ui's Dialog, Field, Input and
 * Button: focus trap, Escape and the close button dismiss it, and focus goes back where it was. It
 * collects one email and never fetches: `onSubmit` does. Submit is ignored while submitting or once
 * submitted. A campaign's colours override the theme's part by part.
 */
export function CampaignPopupForm({
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
}: CampaignPopupFormProps) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<'idle' | 'submitting' | 'submitted'>('idle');
  // A ref as well as state: two quick submits arrive before React re-renders.
  const busy = useRef(false);
  // The caller reports a failure (e.g. a toast); the visitor may try again.
  const { run } = useServerSubmit({ report: 'caller' });
  const thankYouRef = useRef<HTMLElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const autoClose = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isSubmitted = submitted ?? status === 'submitted';
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  const part = (name: PopupPart) => campaignPartStyle(overrides, name);
  // A header in a colour of its own is a band, with room around its text.
  const headerBand = part('header')?.backgroundColor !== undefined;
  // A header in a colour of its own: its texts take that colour unless the template gives them one (the theme's
  // muted tagline would not read on the campaign's band).
  // Texts on a popup whose text colour the campaign decides (or that was picked to read on its panel).
  const popupText = part('popup')?.color !== undefined ? { color: 'inherit' } : undefined;
  const headerText = (name: 'title' | 'tagline' | 'close') =>
    part(name) ?? (part('header')?.color !== undefined ? { color: 'inherit' } : undefined);

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
    if (await run(() => onSubmit(value))) {
      setStatus('submitted');
    } else {
      setStatus('idle');
      busy.current = false;
    }
  };

  const submitting = status === 'submitting';

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* At most 500 px wide; the small dialog is 400. */}
      <Dialog.Content
        size="sm"
        hideClose
        style={part('popup')}
        overlayStyle={part('overlay')}
        // Without a tagline there is no description: say so, or Radix warns.
        {...(tagline ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          // Start in the email field (the one thing to do here), not on the close button.
          if (!emailRef.current) return;
          event.preventDefault();
          emailRef.current.focus();
        }}
      >
        <Stack
          direction="row"
          gap="small"
          justify="between"
          align="start"
          padding={headerBand ? 'medium' : undefined}
          borderRadius={headerBand ? 'md' : undefined}
          style={part('header')}
        >
          <Box flexGrow="1">
            <Dialog.Header>
              <Dialog.Title style={headerText('title')}>{title}</Dialog.Title>
              {tagline ? (
                <Dialog.Description style={headerText('tagline')}>{tagline}</Dialog.Description>
              ) : null}
            </Dialog.Header>
          </Box>
          <Dialog.Close asChild>
            <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" style={headerText('close')} />
          </Dialog.Close>
        </Stack>
        <Stack gap="large" style={part('content')}>
          {isSubmitted ? (
            <Stack ref={thankYouRef} tabIndex={-1} role="status" gap="xsmall">
              <Text size="large" weight="bold" align="center" style={popupText}>
                {thankYouTitle}
              </Text>
              <Text align="center" style={popupText}>
                {thankYouMessage}
              </Text>
            </Stack>
          ) : (
            // The browser checks the email (`required`, `type="email"`): the popup has no messages of its own.
            <FormShell onSubmit={handleSubmit} submitting={submitting} scope={false} noValidate={false}>
              <Stack gap="medium">
                <Field label={emailLabel}>
                  <Input
                    ref={emailRef}
                    type="email"
                    name="email"
                    size="lg"
                    required
                    autoComplete="email"
                    placeholder={emailPlaceholder}
                    value={email}
                    readOnly={submitting}
                    onChange={(event) => setEmail(event.target.value)}
                    style={part('input')}
                  />
                </Field>
                <SubmitButton size="lg" fullWidth style={part('button')} busyLabel={submittingLabel}>
                  {buttonLabel}
                </SubmitButton>
              </Stack>
            </FormShell>
          )}
          {bottomNote ? (
            <Text size="small" tone="muted" align="center" style={part('note')}>
              {bottomNote}
            </Text>
          ) : null}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
