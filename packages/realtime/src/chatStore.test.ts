import type { ChatMessage } from '@telehealth/contract';
import { describe, expect, it } from 'vitest';
import {
  addPending,
  applyReadReceipt,
  type ChatMessageMap,
  createChatStore,
  createPendingMessage,
  mergeFetched,
  reconcileIncoming,
  sortMessages,
} from './chatStore';

const PATIENT = 1;
const DOCTOR = 2;
const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

function serverMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 100,
    senderId: PATIENT,
    receiverId: DOCTOR,
    content: 'I have a question about my dose',
    assessmentId: null,
    isRead: false,
    createdAt: at(0),
    ...overrides,
  };
}

const draft = {
  senderId: PATIENT,
  receiverId: DOCTOR,
  content: 'I have a question about my dose',
  assessmentId: null,
};
const empty: ChatMessageMap = new Map();

function withPending(createdAtMs = 0, overrides: Partial<typeof draft> = {}) {
  const pending = createPendingMessage({ ...draft, ...overrides }, new Date(T0 + createdAtMs));
  return { pending, map: addPending(empty, pending) };
}

describe('pending messages', () => {
  it('get a temporary negative id and the isPending and self flags', () => {
    const { pending, map } = withPending();
    expect(pending.id).toBeLessThan(0);
    expect(map.get(pending.id)).toMatchObject({
      isPending: true,
      self: true,
      isRead: false,
      content: draft.content,
    });
    const second = createPendingMessage(draft);
    expect(second.id).toBeLessThan(pending.id);
  });

  it('are confirmed by a server message with the same content within 10 seconds', () => {
    const { pending, map } = withPending();
    const confirmed = reconcileIncoming(map, serverMessage({ createdAt: at(9_999) }), PATIENT);
    expect([...confirmed.keys()]).toEqual([100]);
    expect(confirmed.get(100)).toEqual({ ...serverMessage({ createdAt: at(9_999) }), self: true });
    expect(confirmed.has(pending.id)).toBe(false);
  });

  it('accept a server time slightly before the local one (clock difference)', () => {
    const { map } = withPending(2_000);
    expect([...reconcileIncoming(map, serverMessage(), PATIENT).keys()]).toEqual([100]);
  });

  it('stay pending when the server message is more than 10 seconds away', () => {
    const { pending, map } = withPending();
    const next = reconcileIncoming(map, serverMessage({ createdAt: at(10_001) }), PATIENT);
    expect(next.get(pending.id)?.isPending).toBe(true);
    expect(next.size).toBe(2);
  });

  it.each([
    ['content', { content: 'Something else' }],
    ['receiver', { receiverId: 3 }],
    ['assessment', { assessmentId: 5 }],
    ['sender', { senderId: DOCTOR, receiverId: PATIENT }],
  ])('are not confirmed by a message with another %s', (_, overrides) => {
    const { pending, map } = withPending();
    const next = reconcileIncoming(map, serverMessage(overrides), PATIENT);
    expect(next.get(pending.id)?.isPending).toBe(true);
    expect(next.size).toBe(2);
  });

  it('are confirmed by id when the server copy is already known', () => {
    const { pending, map } = withPending();
    let next = reconcileIncoming(map, serverMessage(), PATIENT);
    next = reconcileIncoming(next, serverMessage(), PATIENT);
    expect(next.size).toBe(1);
    expect(next.has(pending.id)).toBe(false);
  });

  it('confirm two identical messages in the order they were sent', () => {
    const first = createPendingMessage({ ...draft, content: 'ok' }, new Date(T0));
    const second = createPendingMessage({ ...draft, content: 'ok' }, new Date(T0 + 1_000));
    const map = addPending(addPending(empty, first), second);
    const next = reconcileIncoming(map, serverMessage({ id: 7, content: 'ok', createdAt: at(500) }), PATIENT);
    expect(next.has(first.id)).toBe(false);
    expect(next.get(second.id)?.isPending).toBe(true);
    const done = reconcileIncoming(
      next,
      serverMessage({ id: 8, content: 'ok', createdAt: at(1_500) }),
      PATIENT,
    );
    expect([...done.keys()].sort()).toEqual([7, 8]);
  });
});

describe('reconcileIncoming', () => {
  it('shows a message that arrives twice (echo and refetch) once', () => {
    let map = reconcileIncoming(empty, serverMessage(), DOCTOR);
    map = reconcileIncoming(map, serverMessage(), DOCTOR);
    map = mergeFetched(map, [serverMessage(), serverMessage({ id: 101, createdAt: at(5) })], DOCTOR);
    expect(sortMessages(map.values()).map((message) => message.id)).toEqual([100, 101]);
  });

  it('flags broadcasts and the viewer’s own messages, and never trusts flags from the wire', () => {
    const broadcast = reconcileIncoming(
      empty,
      serverMessage({ receiverId: null, senderId: DOCTOR }),
      PATIENT,
    );
    expect(broadcast.get(100)).toMatchObject({ broadcast: true });
    expect(broadcast.get(100)?.self).toBeUndefined();

    const forged = {
      ...serverMessage({ senderId: DOCTOR, receiverId: PATIENT }),
      self: true,
      isPending: true,
    };
    const map = reconcileIncoming(empty, forged, PATIENT);
    expect(map.get(100)?.self).toBeUndefined();
    expect(map.get(100)?.isPending).toBeUndefined();
    expect(map.get(100)?.broadcast).toBeUndefined();
  });

  it('keeps a message read once a receipt said so, even if an older copy arrives', () => {
    let map = reconcileIncoming(empty, serverMessage(), DOCTOR);
    map = applyReadReceipt(map, 100);
    map = reconcileIncoming(map, serverMessage({ isRead: false }), DOCTOR);
    expect(map.get(100)?.isRead).toBe(true);
  });

  it('takes the server’s newer fields for a known id', () => {
    let map = reconcileIncoming(empty, serverMessage(), DOCTOR);
    map = reconcileIncoming(map, serverMessage({ isRead: true }), DOCTOR);
    expect(map.get(100)?.isRead).toBe(true);
  });
});

describe('applyReadReceipt', () => {
  it('marks an unread message read', () => {
    const map = reconcileIncoming(empty, serverMessage(), DOCTOR);
    const next = applyReadReceipt(map, 100);
    expect(next.get(100)?.isRead).toBe(true);
    expect(map.get(100)?.isRead).toBe(false);
  });

  it('changes nothing for an unknown or already read id', () => {
    const map = reconcileIncoming(empty, serverMessage({ isRead: true }), DOCTOR);
    expect(applyReadReceipt(map, 100)).toBe(map);
    expect(applyReadReceipt(map, 999)).toBe(map);
  });
});

describe('mergeFetched', () => {
  it('keeps messages that arrived on the socket after the list was built', () => {
    const live = reconcileIncoming(empty, serverMessage({ id: 105, createdAt: at(50) }), PATIENT);
    const merged = mergeFetched(
      live,
      [serverMessage({ id: 100 }), serverMessage({ id: 101, createdAt: at(10) })],
      PATIENT,
    );
    expect(sortMessages(merged.values()).map((message) => message.id)).toEqual([100, 101, 105]);
  });

  it('confirms a pending message whose echo was lost', () => {
    const { pending, map } = withPending(0, { content: 'Sent just before the drop' });
    const merged = mergeFetched(
      map,
      [serverMessage({ id: 120, content: 'Sent just before the drop', createdAt: at(300) })],
      PATIENT,
    );
    expect(merged.has(pending.id)).toBe(false);
    expect(merged.get(120)?.isPending).toBeUndefined();
  });
});

describe('sortMessages', () => {
  it('orders by creation time, then id', () => {
    const map = mergeFetched(
      empty,
      [
        serverMessage({ id: 3, createdAt: at(20) }),
        serverMessage({ id: 2, createdAt: at(10) }),
        serverMessage({ id: 1, createdAt: at(10) }),
      ],
      PATIENT,
    );
    expect(sortMessages(map.values()).map((message) => message.id)).toEqual([1, 2, 3]);
  });
});

describe('createChatStore', () => {
  it('notifies subscribers and keeps the same array until something changes', () => {
    const store = createChatStore(PATIENT, () => T0);
    const calls: number[] = [];
    const off = store.subscribe(() => calls.push(store.getMessages().length));
    const before = store.getMessages();
    expect(store.getMessages()).toBe(before);

    const pending = store.addPending(draft);
    expect(pending).toMatchObject({ isPending: true, self: true, createdAt: at(0) });
    store.receive(serverMessage({ createdAt: at(1_000) }));
    store.markRead(100);
    store.markRead(100);
    expect(store.getMessages()).toEqual([
      { ...serverMessage({ createdAt: at(1_000) }), isRead: true, self: true },
    ]);
    store.clear();
    off();
    store.receive(serverMessage({ id: 200 }));
    expect(calls).toEqual([1, 1, 1, 0]);
  });
});
