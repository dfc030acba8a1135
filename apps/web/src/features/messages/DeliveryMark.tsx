import type { LocalChatMessage } from '@telehealth/realtime';
import { Text } from '@telehealth/ui';

/** What happened to a message the viewer sent: a symbol for the eye and the same in words. */
export function deliveryState(message: LocalChatMessage): 'pending' | 'sent' | 'read' {
  if (message.isPending) return 'pending';
  return message.isRead ? 'read' : 'sent';
}

const marks = {
  pending: { symbol: '🕓', text: 'Sending…' },
  sent: { symbol: '✓', text: 'Sent' },
  read: { symbol: '✓✓', text: 'Read' },
} as const;

/** Pending (clock), sent (one tick) or read (two ticks), always with its words: never colour alone. */
export function DeliveryMark({ message }: { message: LocalChatMessage }) {
  const state = deliveryState(message);
  const mark = marks[state];
  return (
    <Text as="span" size="small" tone="muted" data-delivery={state}>
      <span aria-hidden="true">{mark.symbol} </span>
      {mark.text}
    </Text>
  );
}
