import { describe, expect, it } from 'vitest';
import { firstFieldError } from '../validation';
import { chatMessageInput, normalizeEventType } from './messages';

describe('normalizeEventType', () => {
  it('treats hyphens and underscores alike', () => {
    expect(normalizeEventType('read-receipt')).toBe('read_receipt');
    expect(normalizeEventType('presence-update')).toBe(normalizeEventType('presence_update'));
    expect(normalizeEventType('chat_message')).toBe('chat_message');
  });
});

describe('chatMessageInput', () => {
  const base = { senderId: 1, receiverId: 2, content: 'Hello', assessmentId: null };

  it('trims content and defaults the assessment to null', () => {
    expect(chatMessageInput.parse({ senderId: 1, receiverId: 2, content: '  Hi  ' })).toEqual({
      senderId: 1,
      receiverId: 2,
      content: 'Hi',
      assessmentId: null,
    });
  });

  it('refuses empty and over-long content with exact messages', () => {
    const empty = chatMessageInput.safeParse({ ...base, content: '   ' });
    expect(empty.success ? null : firstFieldError(empty.error)).toEqual({
      message: 'Message cannot be empty',
      field: 'content',
    });
    const long = chatMessageInput.safeParse({ ...base, content: 'x'.repeat(5001) });
    expect(long.success ? null : firstFieldError(long.error)).toEqual({
      message: 'Message must be at most 5000 characters',
      field: 'content',
    });
  });
});
