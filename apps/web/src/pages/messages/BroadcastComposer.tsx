import { useRealtime } from '@telehealth/realtime';
import { Card, Heading, Stack, Text } from '@telehealth/ui';
import { useEffect, useRef, useState } from 'react';
import { Composer } from './Composer';

/**
 * The admin's broadcast: a message with no receiver. The server decides the audience (every patient
 * for an admin) and echoes the stored message back, which is when this says it was sent.
 */
export function BroadcastComposer({ senderId }: { senderId: number }) {
  const { client, isConnected } = useRealtime();
  const [outcome, setOutcome] = useState('');
  const waiting = useRef<string | null>(null);

  useEffect(() => {
    const offMessage = client.on('message', (message) => {
      if (message.senderId !== senderId || message.receiverId !== null) return;
      if (waiting.current !== message.content) return;
      waiting.current = null;
      setOutcome('Broadcast sent to all patients.');
    });
    const offError = client.on('error', (error) => {
      if (waiting.current === null) return;
      waiting.current = null;
      setOutcome(`Broadcast not sent: ${error.message}`);
    });
    return () => {
      offMessage();
      offError();
    };
  }, [client, senderId]);

  return (
    <Card as="section" aria-labelledby="broadcast-title">
      <Stack gap="medium">
        <Heading level={2} size="small" id="broadcast-title">
          Broadcast to all patients
        </Heading>
        <Composer
          label="Broadcast message"
          sendLabel="Send broadcast"
          connected={isConnected}
          onSend={(content) => {
            const sent = client.sendChatMessage({ senderId, receiverId: null, content, assessmentId: null });
            if (sent) {
              waiting.current = content;
              setOutcome('Sending broadcast…');
            }
            return sent;
          }}
        />
        <Text role="status" aria-live="polite" size="small">
          {outcome}
        </Text>
      </Stack>
    </Card>
  );
}
