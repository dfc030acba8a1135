import { chatMessages, messageContent } from '@telehealth/contract';
import { Button, Field, Inline, Stack, Text, Textarea } from '@telehealth/ui';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';

export const composerMessages = {
  notConnected: 'Not connected. Your message was not sent.',
  notSent: 'Your message was not sent. Please try again.',
} as const;

/** How often the viewer's typing is announced to the counterpart at most. */
const TYPING_EVERY_MS = 2000;

export interface ComposerProps {
  /** Visible label of the text box. */
  label: string;
  /** Sends the text; false when it was not sent (nothing queued): the text stays for another try. */
  onSend: (content: string) => boolean;
  /** Called while the user types, at most every 2 s. */
  onTyping?: () => void;
  connected: boolean;
  sendLabel?: string;
  /** Disables the form (e.g. a read-only conversation) and says why. */
  disabledReason?: string;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line. A message that could not be sent is
 * never lost: the text stays in the box and the reason shows next to it.
 */
export function Composer({
  label,
  onSend,
  onTyping,
  connected,
  sendLabel = 'Send',
  disabledReason,
}: ComposerProps) {
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const statusId = useId();

  const submit = () => {
    const parsed = messageContent.safeParse(text);
    if (!parsed.success) {
      setFailure(parsed.error.issues[0]?.message ?? chatMessages.contentRequired);
      return;
    }
    if (!connected) {
      setFailure(composerMessages.notConnected);
      return;
    }
    if (!onSend(parsed.data)) {
      setFailure(composerMessages.notSent);
      return;
    }
    setFailure(null);
    setText('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing a word uses Enter to pick it; that Enter is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit}>
      <Stack gap="small">
        <Field label={label} error={failure ?? undefined}>
          <Textarea
            value={text}
            rows={3}
            autoResize
            maxRows={8}
            disabled={Boolean(disabledReason)}
            aria-describedby={statusId}
            onChange={(event) => {
              setText(event.target.value);
              if (failure && failure !== composerMessages.notConnected) setFailure(null);
              const now = Date.now();
              if (onTyping && now - lastTyping.current >= TYPING_EVERY_MS) {
                lastTyping.current = now;
                onTyping();
              }
            }}
            onKeyDown={onKeyDown}
          />
        </Field>
        <Inline gap="medium" align="center" justify="between">
          <Text id={statusId} as="span" size="small" tone="muted">
            {disabledReason ?? (connected ? 'Enter to send, Shift+Enter for a new line.' : 'Connecting…')}
          </Text>
          <Button type="submit" disabled={Boolean(disabledReason)}>
            {sendLabel}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
