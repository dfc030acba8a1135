import {
  type CampaignSubmissionRecord,
  type CampaignType,
  campaignSubmissionRecord,
  campaignTiming,
  campaignTypes,
} from '@telehealth/contract';

/** Where the browser keeps popup state: the history across visits today, the shown types for this tab. */
export const popupStorageKeys = {
  history: 'th_campaign_submissions',
  shown: 'th_campaign_popups_shown',
} as const;

/** The part of Storage used here, so tests and SSR can pass their own. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A store in memory (stories, tests, previews that must not touch the browser's state). */
export function createMemoryStore(): KeyValueStore {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const sameLocalDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

function readJson(store: KeyValueStore | undefined, key: string): unknown {
  try {
    const text = store?.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The latest 2 submission records of the current (local) day; older or malformed ones are dropped. */
export function readSubmissionHistory(
  store: KeyValueStore | undefined,
  now: Date,
): CampaignSubmissionRecord[] {
  const raw = readJson(store, popupStorageKeys.history);
  if (!Array.isArray(raw)) return [];
  return raw
    .map((item) => campaignSubmissionRecord.safeParse(item))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .filter((record) => sameLocalDay(new Date(record.submittedAt), now))
    .sort((a, b) => Date.parse(b.submittedAt) - Date.parse(a.submittedAt))
    .slice(0, campaignTiming.historySize);
}

/** Adds a record, keeping the latest 2 of today. Storage failures (private mode, full) are ignored. */
export function recordSubmission(
  store: KeyValueStore | undefined,
  record: CampaignSubmissionRecord,
  now: Date,
): CampaignSubmissionRecord[] {
  const kept = readSubmissionHistory(store, now);
  const next = [record, ...kept]
    .filter((item) => sameLocalDay(new Date(item.submittedAt), now))
    .slice(0, campaignTiming.historySize);
  try {
    store?.setItem(popupStorageKeys.history, JSON.stringify(next));
  } catch {
    // Without storage the visitor may see a popup again on another page; nothing breaks.
  }
  return next;
}

/** The popup types shown in this page session. */
export function readShownTypes(store: KeyValueStore | undefined): CampaignType[] {
  const raw = readJson(store, popupStorageKeys.shown);
  return Array.isArray(raw) ? campaignTypes.filter((type) => raw.includes(type)) : [];
}

export function writeShownTypes(store: KeyValueStore | undefined, shown: readonly CampaignType[]): void {
  try {
    store?.setItem(popupStorageKeys.shown, JSON.stringify([...new Set(shown)]));
  } catch {
    // As above.
  }
}

/** Forgets this browser's popup state (the /test-toggle page). */
export function clearPopupState(session: KeyValueStore | undefined, local: KeyValueStore | undefined): void {
  try {
    session?.removeItem(popupStorageKeys.shown);
    local?.removeItem(popupStorageKeys.history);
  } catch {
    // As above.
  }
}
