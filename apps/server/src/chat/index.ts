import fastifyWebsocket from '@fastify/websocket';
import { chatLimits } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { type EventBus, PgBus } from '../bus';
import type { SocketFrameHandler } from './extension';
import { safeError } from './hub';
import { registerChatRoutes } from './routes';
import { ChatService } from './service';
import { registerChatSocket } from './socket';

export type { LocalSockets, SocketFrameHandler } from './extension';
export { type Connection, envelope, safeError } from './hub';
export { ChatRefusal, refuse } from './refusal';
export { ChatService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat of this process: its sockets, rules and caches. */
    chat: ChatService;
  }
}

export interface ChatOptions {
  /** Fan-out between processes; the app closes it on shutdown. */
  bus: EventBus;
  /** Server pings and dead-socket checks at this interval (25 s by default). */
  heartbeatMs?: number;
  /** Another feature's frames on the socket (the consultation room's signalling), handed over by app.ts. */
  frames?: SocketFrameHandler;
}

/**
 * The chat: the socket at /ws and the /api/messages endpoints. On close, sockets get 1012 (service restart) first (preClose),
 * Fastify then lets in-flight requests finish, and the bus closes last (onClose).
 */
export async function registerChat(app: FastifyInstance, options: ChatOptions): Promise<void> {
  const { ctx } = app;
  if (options.bus instanceof PgBus) options.bus.log ??= app.log;
  const service = new ChatService({
    db: ctx.db,
    bus: options.bus,
    log: app.log,
    now: ctx.now,
    sessionPolicy: ctx.sessionPolicy,
    rateLimits: app.rateLimits,
    presenceHeartbeatMs: ctx.config.presenceHeartbeatSeconds * 1000,
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
  });
  app.decorate('chat', service);

  await app.register(fastifyWebsocket, {
    // Larger frames close the socket with 1009; no compression, so no decompression bombs either.
    // A handler's frames may be larger (a session description): the socket takes those, and closes with 1009 on
    // any other frame over the chat's limit (socket.ts).
    options: {
      maxPayload: Math.max(chatLimits.maxFrameBytes, options.frames?.maxFrameBytes ?? 0),
      perMessageDeflate: false,
    },
    async preClose() {
      // Routes already answer 503; close the open sockets with 1012 and wait for them (briefly).
      await service.close();
      await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
    },
    errorHandler(error, socket) {
      // Protocol errors (oversize frame: 1009, invalid UTF-8: 1007) have already started the close
      // handshake with the right code; only a socket still open is cut off. Never log the error's text.
      app.log.info({ err: safeError(error) }, 'chat socket error');
      if (socket.readyState === WebSocket.OPEN) socket.terminate();
    },
  });

  options.frames?.attach(service.hub);
  registerChatSocket(app, service, options.frames);
  registerChatRoutes(app, service);

  app.addHook('onClose', async () => {
    await options.bus.close();
  });
}
