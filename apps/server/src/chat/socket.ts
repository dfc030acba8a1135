import {
  authMessages,
  chatLimits,
  chatMessageInput,
  chatMessages,
  chatSocketMessages,
  clientPayloads,
  errorTypes,
  firstFieldError,
  normalizeEventType,
  serverMessages,
  socketCloseCodes,
  socketCloseReasons,
  socketEnvelope,
  socketPath,
} from '@telehealth/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type WebSocket from 'ws';
import type { z } from 'zod';
import type { ActiveSession } from '../auth';
import { HttpError, isDataException, notAuthenticated, notFoundBody } from '../http/errors';
import { isCrossSiteRequest } from '../http/security';
import type { SocketFrameHandler } from './extension';
import { type Connection, envelope, safeError } from './hub';
import { ChatRefusal, type ErrorPayload, refuse } from './refusal';
import type { ChatService } from './service';

/** Frames a connection may have waiting; more are refused rather than queued without bound. */
const MAX_PENDING_FRAMES = 128;
/** `typing` is forwarded at most this often per socket and receiver; the rest are dropped quietly. */
const TYPING_INTERVAL_MS = 1_000;

/** The payload parsed by a contract schema, or a validation refusal naming the first bad field. */
function parsePayload<Schema extends z.ZodType>(schema: Schema, payload: unknown): z.output<Schema> {
  const result = schema.safeParse(payload ?? {});
  if (result.success) return result.data;
  const { message, field } = firstFieldError(result.error);
  throw refuse(message, errorTypes.validation, field);
}

/**
 * The socket at /ws. The upgrade is refused with a JSON HTTP error before any socket exists:
 * 403 `cross_site` for a foreign Origin, 401 without a valid session, 400 for a missing or malformed
 * `userId` query parameter and 403 when it is not the session's user.
 */
export function registerChatSocket(
  app: FastifyInstance,
  service: ChatService,
  frames?: SocketFrameHandler,
): void {
  const sessionsByRequest = new WeakMap<FastifyRequest, ActiveSession>();

  app.get(
    socketPath,
    {
      websocket: true,
      preHandler: async (request) => {
        // A plain GET (no upgrade) is not a socket: the same 404 as any unknown path.
        if (!request.ws) throw new HttpError(404, notFoundBody.message);
        if (service.hub.isClosing) throw new HttpError(503, 'Server shutting down');
        if (isCrossSiteRequest(request, app.ctx.config.allowedOrigins)) {
          throw new HttpError(403, authMessages.crossSite, { errorType: errorTypes.crossSite });
        }
        const session = await request.session();
        if (!session) throw notAuthenticated();
        const raw = (request.query as Record<string, unknown>).userId;
        if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
          throw new HttpError(400, chatSocketMessages.invalidUserId, {
            errorType: errorTypes.validation,
            field: 'userId',
          });
        }
        if (Number(raw) !== session.user.id) {
          throw new HttpError(403, chatSocketMessages.userMismatch, {
            errorType: errorTypes.forbidden,
            field: 'userId',
          });
        }
        sessionsByRequest.set(request, session);
      },
    },
    (socket, request) => {
      const session = sessionsByRequest.get(request);
      if (!session) {
        socket.terminate();
        return;
      }
      openConnection(service, socket, session, frames);
    },
  );
}

function openConnection(
  service: ChatService,
  socket: WebSocket,
  session: ActiveSession,
  frames: SocketFrameHandler | undefined,
): void {
  const { hub } = service;
  const { user } = session;
  const connection: Connection = {
    socket,
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      isAdmin: user.isAdmin,
      isPractitioner: user.isPractitioner,
      isContentWriter: user.isContentWriter,
    },
    sessionId: session.id,
    ended: false,
    alive: true,
    pending: 0,
    typingSentAt: new Map(),
    queue: Promise.resolve(),
  };
  if (hub.isClosing) {
    socket.close(socketCloseCodes.serviceRestart, socketCloseReasons.shuttingDown);
    return;
  }

  socket.on('pong', () => {
    connection.alive = true;
  });
  socket.on('close', () => {
    hub.remove(connection);
    frames?.closed(connection);
  });
  socket.on('message', (data, isBinary) => {
    // A socket whose session ended is closing: what it still sends is dropped unread.
    if (connection.ended) return;
    connection.alive = true;
    // The socket takes frames up to the handler's larger limit; only the handler's own frames may use it.
    if (frames && rawLength(data) > chatLimits.maxFrameBytes && !isHandlerFrame(frames, data, isBinary)) {
      socket.close(socketCloseCodes.messageTooBig);
      return;
    }
    // Parsing, validation and the rate limit happen at once, so refusals never wait behind a busy queue;
    // accepted frames are then handled one at a time, in the order they arrived.
    let action: () => Promise<void> | void;
    try {
      action = prepareFrame(service, connection, data, isBinary, frames);
    } catch (error) {
      if (error instanceof ChatRefusal) sendError(service, connection, error.payload);
      else service.log.error({ err: safeError(error) }, 'chat frame failed');
      return;
    }
    if (connection.pending >= MAX_PENDING_FRAMES) {
      sendError(service, connection, {
        message: chatSocketMessages.tooManyPending,
        errorType: errorTypes.rateLimited,
      });
      return;
    }
    connection.pending++;
    connection.queue = connection.queue
      .then(() => (connection.ended ? undefined : action()))
      .catch((error: unknown) => {
        if (error instanceof ChatRefusal) {
          sendError(service, connection, error.payload);
          return;
        }
        if (isDataException(error)) {
          // A value PostgreSQL refused (class 22) that the contract let through: the sender's input, not a failure.
          sendError(service, connection, {
            message: serverMessages.invalidValue,
            errorType: errorTypes.validation,
          });
          return;
        }
        service.log.error({ err: safeError(error), userId: connection.user.id }, 'chat frame failed');
        sendError(service, connection, {
          message: chatSocketMessages.sendFailed,
          errorType: errorTypes.internal,
        });
      })
      .finally(() => {
        connection.pending--;
      });
  });

  hub.add(connection);
  hub.send(connection, envelope('welcome', { userId: user.id, serverTime: service.now().toISOString() }));
}

function sendError(service: ChatService, connection: Connection, payload: ErrorPayload): void {
  service.hub.send(connection, envelope('error', payload));
}

/** Parses and checks a frame now (throwing a ChatRefusal) and returns the work left to do in order. */
function prepareFrame(
  service: ChatService,
  connection: Connection,
  data: WebSocket.RawData,
  isBinary: boolean,
  frames: SocketFrameHandler | undefined,
): () => Promise<void> | void {
  if (isBinary) throw refuse(chatSocketMessages.malformedFrame, errorTypes.validation);
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawText(data));
  } catch {
    throw refuse(chatSocketMessages.malformedFrame, errorTypes.validation);
  }
  const frame = socketEnvelope.safeParse(parsed);
  if (!frame.success) throw refuse(chatSocketMessages.malformedFrame, errorTypes.validation);
  const type = normalizeEventType(frame.data.type);
  const { payload } = frame.data;
  const me = connection.user.id;
  if (frames && type.startsWith(frames.prefix)) return frames.prepare(connection, type, payload);

  switch (type) {
    case 'ping': {
      const { timestamp } = parsePayload(clientPayloads.ping, payload);
      return () => service.hub.send(connection, envelope('pong', { timestamp }));
    }
    case 'pong':
      return () => {};
    case 'chat_message': {
      const input = parsePayload(chatMessageInput, payload);
      if (input.senderId !== me)
        throw refuse(chatSocketMessages.senderMismatch, errorTypes.forbidden, 'senderId');
      if (!service.takeMessageQuota(me)) throw refuse(chatMessages.rateLimited, errorTypes.rateLimited);
      return async () => {
        // The session may have ended on another process a moment ago (its bus event still on its way):
        // one indexed lookup before storing, so nothing is stored for an ended session.
        if (!(await service.hub.sessionIsValid(connection))) return;
        await service.sendMessage(connection.user, input);
      };
    }
    case 'read': {
      const { messageId, userId } = parsePayload(clientPayloads.read, payload);
      if (userId !== me) throw refuse(chatSocketMessages.userMismatch, errorTypes.forbidden, 'userId');
      return () => service.markRead(me, messageId);
    }
    case 'typing': {
      const { senderId, receiverId } = parsePayload(clientPayloads.typing, payload);
      if (senderId !== me) throw refuse(chatSocketMessages.senderMismatch, errorTypes.forbidden, 'senderId');
      // Keystrokes can send many of these: forward at most one per receiver per TYPING_INTERVAL_MS.
      const now = Date.now();
      if (now - (connection.typingSentAt.get(receiverId) ?? 0) < TYPING_INTERVAL_MS) return () => {};
      if (connection.typingSentAt.size > 100) connection.typingSentAt.clear();
      connection.typingSentAt.set(receiverId, now);
      return async () => {
        if (!(await service.relations.canMessage(me, receiverId))) {
          throw refuse(chatMessages.receiverNotAllowed, errorTypes.forbidden, 'receiverId');
        }
        await service.hub.publishOrThrow({ t: 'typing', senderId, receiverId });
      };
    }
    case 'presence_request': {
      const { userIds } = parsePayload(clientPayloads.presence_request, payload);
      return () => service.answerPresence(connection, userIds);
    }
    default:
      throw refuse(chatSocketMessages.unknownType, errorTypes.validation, 'type');
  }
}

function rawLength(data: WebSocket.RawData): number {
  if (Array.isArray(data)) return data.reduce((total, part) => total + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

/** Whether an oversize frame is the handler's (anything unreadable is not). */
function isHandlerFrame(frames: SocketFrameHandler, data: WebSocket.RawData, isBinary: boolean): boolean {
  if (isBinary) return false;
  try {
    const { type } = JSON.parse(rawText(data)) as { type?: unknown };
    return typeof type === 'string' && normalizeEventType(type).startsWith(frames.prefix);
  } catch {
    return false;
  }
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
