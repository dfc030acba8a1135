// The Socket.IO 4.8 baselines for bench/chat: the same fan-out as the chat server's socket.
// A client connects with `auth: { userId }` and joins its user room; `chat_message { receiverId, content }`
// is checked, stored, then emitted to the receiver's room and echoed to the sender's room.
//
// Two kinds of storage:
// - in memory (default): an array, so the figures are those of Socket.IO's transport and fan-out alone;
// - STORE_PGLITE_DIR=<folder of a migrated database>: the chat server's own `messages` table in PGlite, with
//   the same grouping and the same statement as the chat server (every message waits at most WRITE_WINDOW_MS
//   and goes in with the others of its window as one INSERT … SELECT FROM unnest(…) RETURNING id), so both
//   servers store the same way and differ in what carries the messages (and in the chat server's checks).
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.env.PORT ?? 3191);
const storeDir = process.env.STORE_PGLITE_DIR;
const windowMs = Number(process.env.WRITE_WINDOW_MS ?? 10);
const MAX_BATCH = 200;

/** In memory: an id and a timestamp, at once. */
function memoryStore() {
  const messages = [];
  let nextId = 1;
  return {
    async sender(userId) {
      return { id: userId, firstName: 'Bench', lastName: `U${userId}`, role: 'patient' };
    },
    async store(input) {
      const message = { id: nextId++, ...input, isRead: false, createdAt: input.createdAt.toISOString() };
      messages.push(message);
      return message;
    },
  };
}

/** PGlite, grouped like the chat server's MessageWriter. */
async function pgliteStore(dir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dir);
  let queue = [];
  let timer = null;
  const flush = async () => {
    timer = null;
    const batch = queue;
    queue = [];
    const columns = [[], [], [], [], []];
    for (const { input } of batch) {
      columns[0].push(input.senderId);
      columns[1].push(input.receiverId);
      columns[2].push(input.content);
      columns[3].push(input.assessmentId);
      columns[4].push(input.createdAt.toISOString());
    }
    try {
      // The chat server's statement (apps/server/src/chat/writer.ts).
      const { rows } = await db.query(
        `INSERT INTO messages (sender_id, receiver_id, content, assessment_id, created_at)
         SELECT * FROM unnest($1::integer[], $2::integer[], $3::text[], $4::integer[], $5::timestamptz[])
         RETURNING id`,
        columns,
      );
      rows.sort((x, y) => x.id - y.id);
      batch.forEach(({ input, resolve }, index) => {
        const row = rows[index];
        resolve({ id: row.id, ...input, isRead: false, createdAt: input.createdAt.toISOString() });
      });
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  };
  return {
    async sender(userId) {
      const { rows } = await db.query(
        'SELECT id, first_name AS "firstName", last_name AS "lastName", role FROM users WHERE id = $1',
        [userId],
      );
      return rows[0] ?? null;
    },
    store(input) {
      return new Promise((resolve, reject) => {
        queue.push({ input, resolve, reject });
        if (queue.length >= MAX_BATCH) {
          clearTimeout(timer);
          flush();
        } else if (!timer) timer = setTimeout(flush, windowMs);
      });
    },
  };
}

const store = storeDir ? await pgliteStore(storeDir) : memoryStore();
const httpServer = createServer();
const io = new Server(httpServer, {
  transports: ['websocket'],
  perMessageDeflate: false,
  serveClient: false,
});

io.on('connection', async (socket) => {
  const userId = Number(socket.handshake.auth?.userId);
  const sender = Number.isSafeInteger(userId) && userId > 0 ? await store.sender(userId) : null;
  if (!sender) {
    socket.disconnect(true);
    return;
  }
  socket.join(`user:${userId}`);
  socket.on('chat_message', async (payload) => {
    const receiverId = Number(payload?.receiverId);
    const content = typeof payload?.content === 'string' ? payload.content.trim() : '';
    if (
      !Number.isSafeInteger(receiverId) ||
      receiverId <= 0 ||
      receiverId === userId ||
      content.length === 0 ||
      content.length > 5000
    ) {
      socket.emit('error_message', { message: 'Malformed message' });
      return;
    }
    try {
      const message = await store.store({
        senderId: userId,
        receiverId,
        content,
        assessmentId: null,
        createdAt: new Date(),
      });
      io.to(`user:${receiverId}`)
        .to(`user:${userId}`)
        .emit('chat_message', { ...message, sender });
    } catch {
      socket.emit('error_message', { message: 'Message could not be sent' });
    }
  });
  socket.emit('welcome', { userId, serverTime: new Date().toISOString() });
});

httpServer.listen(port, '127.0.0.1', () => {
  process.send?.({ type: 'listening', port });
});
process.once('SIGTERM', () => {
  io.close();
  httpServer.close(() => process.exit(0));
});
