import { useEffect, useRef, useState } from 'react';
import { useRealtime } from './RealtimeProvider';

/** What the broadcast composer says about the last broadcast. */
export const broadcastMessages = {
  sending: 'Sending broadcast…',
  sent: 'Broadcast sent to all patients.',
  notSentPrefix: 'Broadcast not sent: ',
} as const;

export interface UseBroadcastResult {
  /** Sends a message with no receiver; false when it was not sent (not connected, or refused by the contract). */
  send: (content: string) => boolean;
  /** '', 'Sending broadcast…', then 'Broadcast sent to all patients.' or 'Broadcast not sent: {reason}'. */
  outcome: string;
  isConnected: boolean;
}

/**
 * A broadcast from `senderId` (an admin's reaches every patient; the server decides the audience). It counts as
 * sent only when the server echoes the stored message back, and as failed when the server answers an error first.
 */
export function useBroadcast(senderId: number): UseBroadcastResult {
  const { client, isConnected } = useRealtime();
  const [outcome, setOutcome] = useState('');
  const waiting = useRef<string | null>(null);

  useEffect(() => {
    const offMessage = client.on('message', (message) => {
      if (message.senderId !== senderId || message.receiverId !== null) return;
      if (waiting.current !== message.content) return;
      waiting.current = null;
      setOutcome(broadcastMessages.sent);
    });
    const offError = client.on('error', (error) => {
      if (waiting.current === null) return;
      waiting.current = null;
      setOutcome(`${broadcastMessages.notSentPrefix}${error.message}`);
    });
    return () => {
      offMessage();
      offError();
    };
  }, [client, senderId]);

  const send = (content: string) => {
    const sent = client.sendChatMessage({ senderId, receiverId: null, content, assessmentId: null });
    if (sent) {
      waiting.current = content.trim();
      setOutcome(broadcastMessages.sending);
    }
    return sent;
  };

  return { send, outcome, isConnected };
}
