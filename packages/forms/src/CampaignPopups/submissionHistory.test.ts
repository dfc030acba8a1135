import { describe, expect, it } from 'vitest';
import {
  clearPopupState,
  createMemoryStore,
  popupStorageKeys,
  readShownTypes,
  readSubmissionHistory,
  recordSubmission,
  writeShownTypes,
} from './submissionHistory';

const record = (email: string, submittedAt: Date) => ({
  campaignInstanceId: 'welcome-2026',
  campaignType: 'welcome_popup' as const,
  email,
  submittedAt: submittedAt.toISOString(),
});

describe('submission history', () => {
  it('keeps the latest 2 records, newest first, with the fields the popup records', () => {
    const store = createMemoryStore();
    const day = new Date(2026, 10, 24, 9);
    recordSubmission(store, record('a@example.org', new Date(2026, 10, 24, 9, 0)), day);
    recordSubmission(store, record('b@example.org', new Date(2026, 10, 24, 9, 5)), day);
    recordSubmission(store, record('c@example.org', new Date(2026, 10, 24, 9, 10)), day);
    const history = readSubmissionHistory(store, day);
    expect(history.map((r) => r.email)).toEqual(['c@example.org', 'b@example.org']);
    expect(Object.keys(history[0] ?? {}).sort()).toEqual([
      'campaignInstanceId',
      'campaignType',
      'email',
      'submittedAt',
    ]);
  });

  it('keeps records for the current day only', () => {
    const store = createMemoryStore();
    recordSubmission(
      store,
      record('a@example.org', new Date(2026, 10, 24, 23, 50)),
      new Date(2026, 10, 24, 23, 50),
    );
    expect(readSubmissionHistory(store, new Date(2026, 10, 24, 23, 59))).toHaveLength(1);
    expect(readSubmissionHistory(store, new Date(2026, 10, 25, 0, 1))).toEqual([]);
  });

  it('ignores malformed storage', () => {
    const store = createMemoryStore();
    store.setItem(popupStorageKeys.history, '{not json');
    expect(readSubmissionHistory(store, new Date())).toEqual([]);
    store.setItem(popupStorageKeys.history, JSON.stringify([{ email: 1 }]));
    expect(readSubmissionHistory(store, new Date())).toEqual([]);
  });
});

describe('shown types', () => {
  it('remembers the types shown and forgets them on clear', () => {
    const session = createMemoryStore();
    const local = createMemoryStore();
    writeShownTypes(session, ['exit_intent', 'exit_intent']);
    expect(readShownTypes(session)).toEqual(['exit_intent']);
    recordSubmission(local, record('a@example.org', new Date()), new Date());
    clearPopupState(session, local);
    expect(readShownTypes(session)).toEqual([]);
    expect(readSubmissionHistory(local, new Date())).toEqual([]);
  });
});
