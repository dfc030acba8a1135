import { describe, expect, it } from 'vitest';
import { parseServerFrame } from './events';

const message = {
  id: 11,
  senderId: 2,
  receiverId: 1,
  content: 'How are you feeling today?',
  assessmentId: null,
  isRead: false,
  createdAt: '2026-03-01T10:00:00.000Z',
};
const frame = (type: string, payload: unknown) => JSON.stringify({ type, payload });

describe('parseServerFrame', () => {
  it.each([
    ['chat', 'message'],
    ['chat_message', 'message'],
    ['chat-message', 'message'],
    ['chat-sent', 'message'],
    ['CHAT_SENT', 'message'],
  ])('reads %s as a chat message', (type, event) => {
    expect(parseServerFrame(frame(type, message))).toEqual({ event, payload: message });
  });

  it.each(['read', 'read_receipt', 'read-receipt'])('reads %s as a read receipt', (type) => {
    const receipt = { messageId: 11, readerId: 1, readAt: '2026-03-01T10:01:00.000Z' };
    expect(parseServerFrame(frame(type, receipt))).toEqual({ event: 'read', payload: receipt });
  });

  it.each(['typing', 'typing_indicator', 'typing-indicator'])('reads %s as typing', (type) => {
    expect(parseServerFrame(frame(type, { senderId: 2, receiverId: 1 }))).toEqual({
      event: 'typing',
      payload: { senderId: 2, receiverId: 1 },
    });
  });

  it('reads presence-update and presence_update alike', () => {
    const expected = { event: 'presence', payload: { userId: 2, online: true } };
    expect(parseServerFrame(frame('presence-update', { userId: 2, online: true }))).toEqual(expected);
    expect(parseServerFrame(frame('presence_update', { userId: 2, online: true }))).toEqual(expected);
  });

  it('ignores frames that are not JSON envelopes', () => {
    expect(parseServerFrame('not json')).toBeNull();
    expect(parseServerFrame('42')).toBeNull();
    expect(parseServerFrame('null')).toBeNull();
    expect(parseServerFrame(JSON.stringify({ payload: message }))).toBeNull();
    expect(parseServerFrame(JSON.stringify({ type: '', payload: message }))).toBeNull();
    expect(parseServerFrame(new ArrayBuffer(4))).toBeNull();
  });

  it('ignores unknown types and incomplete or malformed payloads', () => {
    expect(parseServerFrame(frame('mystery', message))).toBeNull();
    expect(parseServerFrame(frame('__proto__', message))).toBeNull();
    expect(parseServerFrame(frame('chat', { ...message, id: undefined }))).toBeNull();
    expect(parseServerFrame(frame('chat', { ...message, id: -3 }))).toBeNull();
    expect(parseServerFrame(frame('chat', { ...message, content: 7 }))).toBeNull();
    expect(parseServerFrame(frame('read', { messageId: 11 }))).toBeNull();
    expect(parseServerFrame(frame('ping', {}))).toBeNull();
    expect(parseServerFrame(JSON.stringify({ type: 'chat' }))).toBeNull();
  });
});
