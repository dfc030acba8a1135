// The Socket.IO 4.8 baseline for bench/chat: the same fan-out as the chat server's socket, in memory.
// A client connects with `auth: { userId }`, joins its user room, and `chat_message { receiverId, content }`
// is stored in an array, then emitted to the receiver's room and echoed to the sender's room.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.env.PORT ?? 3191);
const httpServer = createServer();
const io = new Server(httpServer, {
  transports: ['websocket'],
  perMessageDeflate: false,
  serveClient: false,
});
const messages = [];
let nextId = 1;

io.on('connection', (socket) => {
  const userId = Number(socket.handshake.auth?.userId);
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    socket.disconnect(true);
    return;
  }
  socket.join(`user:${userId}`);
  socket.emit('welcome', { userId, serverTime: new Date().toISOString() });
  socket.on('chat_message', (payload) => {
    const receiverId = Number(payload?.receiverId);
    const content = typeof payload?.content === 'string' ? payload.content.trim() : '';
    if (
      !Number.isSafeInteger(receiverId) ||
      receiverId <= 0 ||
      content.length === 0 ||
      content.length > 5000
    ) {
      socket.emit('error_message', { message: 'Malformed message' });
      return;
    }
    const message = {
      id: nextId++,
      senderId: userId,
      receiverId,
      content,
      assessmentId: null,
      isRead: false,
      createdAt: new Date().toISOString(),
    };
    messages.push(message);
    io.to(`user:${receiverId}`).to(`user:${userId}`).emit('chat_message', message);
  });
});

httpServer.listen(port, '127.0.0.1', () => {
  process.send?.({ type: 'listening', port });
});
process.once('SIGTERM', () => {
  io.close();
  httpServer.close(() => process.exit(0));
});
