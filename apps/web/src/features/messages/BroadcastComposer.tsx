import { MessageComposer } from '@telehealth/forms';
import { useBroadcast } from '@telehealth/realtime';
import { Card, Heading, Stack, Text } from '@telehealth/ui';

/**
 * The admin's broadcast: a message with no receiver. The server decides the audience (every patient for an
 * admin); `useBroadcast` says it was sent once the server echoes the stored message back.
 */
export function BroadcastComposer({ senderId }: { senderId: number }) {
  const broadcast = useBroadcast(senderId);
  return (
    <Card as="section" aria-labelledby="broadcast-title">
      <Stack gap="medium">
        <Heading level={2} size="small" id="broadcast-title">
          Broadcast to all patients
        </Heading>
        <MessageComposer
          label="Broadcast message"
          sendLabel="Send broadcast"
          connected={broadcast.isConnected}
          onSubmit={({ content }) => broadcast.send(content)}
        />
        <Text role="status" aria-live="polite" size="small">
          {broadcast.outcome}
        </Text>
      </Stack>
    </Card>
  );
}
