import { zodResolver } from '@hookform/resolvers/zod';
import { chatMessageInput } from '@telehealth/contract';
import { Button, Field, Inline, Stack, Text, Textarea } from '@telehealth/ui';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormFields } from '../internal/FormFields';

/** The composer's own messages: what happened to a message that was not sent. */
export const messageComposerMessages = {
  notConnected: 'Not connected. Your message was not sent.',
  notSent: 'Your message was not sent. Please try again.',
  hint: 'Enter to send, Shift+Enter for a new line.',
  connecting: 'Connecting…',
} as const;

const contentInput = chatMessageInput.pick({ content: true });
export type MessageComposerValues = z.output<typeof contentInput>;

/** How often the viewer's typing is announced to the counterpart at most. */
const TYPING_EVERY_MS = 2000;

export interface MessageComposerProps {
  /** Visible label of the text box, e.g. 'Message' or 'Broadcast message'. */
  label: string;
  /** A draft to start from. */
  defaultValues?: Partial<MessageComposerValues>;
  /**
   * Sends the trimmed text; returns false when it was not sent (nothing is queued), and the text stays for
   * another try.
   */
  onSubmit: (values: MessageComposerValues) => boolean;
  /** Called while the user types, at most every 2 s. */
  onTyping?: () => void;
  /** Whether the socket is connected: sending while disconnected keeps the text and says so. */
  connected: boolean;
  /** The send button's label. */
  sendLabel?: string;
  /** Disables the form (e.g. a read-only conversation) and says why. */
  disabledReason?: string;
  /** Shows the form with every control and button off. */
  disabled?: boolean;
}

/**
 * The chat's message box: Enter sends, Shift+Enter starts a new line. A message that could not be sent is never
 * lost: the text stays in the box and the reason shows under it.
 */
export function MessageComposer({
  label,
  defaultValues,
  onSubmit,
  onTyping,
  connected,
  sendLabel = 'Send',
  disabledReason,
  disabled,
}: MessageComposerProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const statusId = useId();
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<z.input<typeof contentInput>, unknown, MessageComposerValues>({
    resolver: zodResolver(contentInput),
    defaultValues: { content: '', ...defaultValues },
  });

  // Not a FormShell form: a message goes to the chat's outbox at once (nothing to wait for, so no busy state); a
  // failed delivery shows in the conversation, and `notSent` here.
  const submit = handleSubmit((values) => {
    if (!connected) {
      setFailure(messageComposerMessages.notConnected);
      return;
    }
    if (onSubmit(values) === false) {
      setFailure(messageComposerMessages.notSent);
      return;
    }
    setFailure(null);
    reset({ content: '' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing a word uses Enter to pick it; that Enter is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const field = register('content', {
    onChange: () => {
      if (failure && failure !== messageComposerMessages.notConnected) setFailure(null);
      if (errors.content) clearErrors('content');
      const now = Date.now();
      if (onTyping && now - lastTyping.current >= TYPING_EVERY_MS) {
        lastTyping.current = now;
        onTyping();
      }
    },
  });
  const off = disabled || Boolean(disabledReason);

  return (
    <form onSubmit={submit} noValidate aria-label={`Compose ${label.toLowerCase()}`}>
      <FormFields disabled={disabled}>
        <Stack gap="small">
          <Field label={label} error={errors.content?.message ?? failure ?? undefined}>
            <Textarea
              rows={3}
              autoResize
              maxRows={8}
              disabled={off}
              aria-describedby={statusId}
              onKeyDown={onKeyDown}
              {...field}
            />
          </Field>
          <Inline gap="medium" align="center" justify="between">
            <Text id={statusId} as="span" size="small" tone="muted">
              {disabledReason ??
                (connected ? messageComposerMessages.hint : messageComposerMessages.connecting)}
            </Text>
            <Button type="submit" disabled={off}>
              {sendLabel}
            </Button>
          </Inline>
        </Stack>
      </FormFields>
    </form>
  );
}
