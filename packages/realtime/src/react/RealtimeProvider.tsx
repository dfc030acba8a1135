import type { ChatMessageInput } from '@telehealth/contract';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { type ConnectionStatus, RealtimeClient, type RealtimeClientOptions } from '../RealtimeClient';

interface RealtimeContextValue {
  client: RealtimeClient;
  userId: number | null;
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

export interface RealtimeProviderProps {
  /** The signed-in user; null or undefined while signed out (no socket). */
  userId: number | null | undefined;
  /** A client to use instead of one created per user (tests, or sharing one outside React). */
  client?: RealtimeClient;
  /** Options for the clients the provider creates. Read when a client is created. */
  options?: RealtimeClientOptions;
  children: ReactNode;
}

/**
 * Owns the socket of the signed-in user: connects when `userId` is set, disconnects on sign-out
 * and unmount. Without a `client` prop it creates a fresh client for each user, so that no
 * listener, presence or pending state of one account survives into the next.
 */
export function RealtimeProvider({ userId, client: injected, options, children }: RealtimeProviderProps) {
  const signedIn = userId ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new client per user is the point; options are read once per client.
  const client = useMemo(() => injected ?? new RealtimeClient(options), [injected, signedIn]);

  useEffect(() => {
    if (signedIn === null) {
      client.disconnect();
      return;
    }
    client.connect(signedIn);
    return () => client.disconnect();
  }, [client, signedIn]);

  const value = useMemo(() => ({ client, userId: signedIn }), [client, signedIn]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

export interface UseRealtimeResult {
  status: ConnectionStatus;
  isConnected: boolean;
  client: RealtimeClient;
  /** The user the socket belongs to, null when signed out. */
  userId: number | null;
  /** False when not connected or invalid: nothing is queued, the caller keeps the message. */
  sendChatMessage: (input: ChatMessageInput) => boolean;
  sendRead: (messageId: number, userId: number) => boolean;
  sendTyping: (senderId: number, receiverId: number) => boolean;
}

/** The nearest provider's client, or null outside any provider. */
export function useRealtimeContext(): RealtimeContextValue | null {
  return useContext(RealtimeContext);
}

/** The socket's status and send functions. Must be used inside a `RealtimeProvider`. */
export function useRealtime(): UseRealtimeResult {
  const context = useContext(RealtimeContext);
  if (!context) throw new Error('useRealtime must be used inside a RealtimeProvider');
  const { client, userId } = context;
  const status = useSyncExternalStore(client.subscribe, client.getStatus, client.getStatus);
  return useMemo(
    () => ({
      status,
      isConnected: status === 'connected',
      client,
      userId,
      sendChatMessage: (input) => client.sendChatMessage(input),
      sendRead: (messageId, reader) => client.sendRead(messageId, reader),
      sendTyping: (senderId, receiverId) => client.sendTyping(senderId, receiverId),
    }),
    [client, status, userId],
  );
}
