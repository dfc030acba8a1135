import {
  type ChatMessage,
  type ConsultationServerFrameType,
  consultationServerPayloads,
  normalizeEventType,
  type ServerEventType,
  serverPayloads,
  socketEnvelope,
} from '@telehealth/contract';

/** A read receipt: `messageId` was read by `readerId`. */
export interface ReadReceipt {
  messageId: number;
  readerId: number;
  readAt: string;
}

/** `senderId` is typing to `receiverId`. */
export interface TypingEvent {
  senderId: number;
  receiverId: number;
}

export interface PresenceUpdate {
  userId: number;
  online: boolean;
}

export interface WelcomeEvent {
  userId: number;
  serverTime: string;
}

export interface ServerErrorEvent {
  message: string;
  errorType?: string | undefined;
  field?: string | undefined;
}

/** One consultation signalling frame from the server, validated by the contract (docs/product/consultations.md). */
export type ConsultationServerFrame = {
  [K in ConsultationServerFrameType]: {
    type: K;
    payload: ReturnType<(typeof consultationServerPayloads)[K]['parse']>;
  };
}[ConsultationServerFrameType];

/** The events a `RealtimeClient` emits, by the name `on()` takes, with their payloads. */
export interface RealtimeEventMap {
  /** A chat message from the server ('chat', 'chat_message' or 'chat-sent'). */
  message: ChatMessage;
  /** A read receipt ('read', 'read_receipt' or 'read-receipt'). */
  read: ReadReceipt;
  /** Someone is typing ('typing' or 'typing_indicator'). */
  typing: TypingEvent;
  /** A user came online or went offline ('presence-update'). */
  presence: PresenceUpdate;
  /** The server asks which of these users the client cares about ('presence-request'). */
  presence_request: { userIds?: number[] | undefined };
  /** The server greets a new connection with the user it authenticated. */
  welcome: WelcomeEvent;
  /** The server answered the client's ping. */
  pong: { timestamp: number };
  /** The server reported an error, or the client refused the connection (see `RealtimeClient`). */
  error: ServerErrorEvent;
  /**
   * The socket is open again after a drop or a failed attempt (`attempt` is the reconnect attempt
   * that succeeded, 0 when `connect` was called again): open conversations refetch to close the gap.
   */
  reconnected: { attempt: number };
  /** Reconnecting stopped after the last allowed attempt; the client stays disconnected. */
  reconnect_failed: { attempts: number };
  /** A consultation signalling frame ('consultation_offer', 'consultation_admitted', ...), typed by its `type`. */
  consultation: ConsultationServerFrame;
}
export type RealtimeEventType = keyof RealtimeEventMap;

/** Which client event each normalised server type feeds; `ping` is answered inside the client. */
const eventForServerType: Record<ServerEventType, RealtimeEventType | 'ping'> = {
  chat: 'message',
  chat_message: 'message',
  chat_sent: 'message',
  read: 'read',
  read_receipt: 'read',
  typing: 'typing',
  typing_indicator: 'typing',
  presence_update: 'presence',
  presence_request: 'presence_request',
  welcome: 'welcome',
  ping: 'ping',
  pong: 'pong',
  error: 'error',
};

/** One incoming frame after normalisation and validation. */
export type IncomingEvent =
  | {
      [K in Exclude<RealtimeEventType, 'reconnected' | 'reconnect_failed'>]: {
        event: K;
        payload: RealtimeEventMap[K];
      };
    }[Exclude<RealtimeEventType, 'reconnected' | 'reconnect_failed'>]
  | { event: 'ping'; payload: { timestamp: number } };

function isServerEventType(type: string): type is ServerEventType {
  return Object.hasOwn(serverPayloads, type);
}

function isConsultationFrameType(type: string): type is ConsultationServerFrameType {
  return Object.hasOwn(consultationServerPayloads, type);
}

/**
 * Reads one socket frame: JSON text holding `{ type, payload }`, the type normalised
 * ('read-receipt' is 'read_receipt') and the payload checked against the contract. Consultation frames
 * come out as one `consultation` event carrying `{ type, payload }`.
 * Anything else (binary, not JSON, an unknown type, a malformed or incomplete payload) gives null.
 */
export function parseServerFrame(data: unknown): IncomingEvent | null {
  if (typeof data !== 'string') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return null;
  }
  const envelope = socketEnvelope.safeParse(raw);
  if (!envelope.success) return null;
  const type = normalizeEventType(envelope.data.type);
  if (isConsultationFrameType(type)) {
    const frame = consultationServerPayloads[type].safeParse(envelope.data.payload);
    if (!frame.success) return null;
    return { event: 'consultation', payload: { type, payload: frame.data } as ConsultationServerFrame };
  }
  if (!isServerEventType(type)) return null;
  const payload = serverPayloads[type].safeParse(envelope.data.payload);
  if (!payload.success) return null;
  return { event: eventForServerType[type], payload: payload.data } as IncomingEvent;
}
