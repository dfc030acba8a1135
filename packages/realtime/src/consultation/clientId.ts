import { signallingLimits } from '@telehealth/contract';

/** The sessionStorage key of this tab's consultation client id. */
export const consultationClientIdKey = 'telehealth.consultation.clientId';

const valid = /^[A-Za-z0-9_-]+$/;
let fallback: string | null = null;

function newClientId(): string {
  const crypto = globalThis.crypto;
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return null;
  }
}

/**
 * This tab's id in consultations, made once and kept in sessionStorage: a reload joins again as the same device,
 * while another tab or device is a newer one that takes over (docs/product/consultations.md, Signalling).
 * Without storage it lasts as long as the page.
 */
export function consultationClientId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = defaultStorage(),
): string {
  try {
    const stored = storage?.getItem(consultationClientIdKey);
    if (stored && stored.length <= signallingLimits.maxClientIdLength && valid.test(stored)) return stored;
    const id = newClientId();
    storage?.setItem(consultationClientIdKey, id);
    if (storage) return id;
  } catch {
    // Storage full or refused: the page's own id below.
  }
  fallback ??= newClientId();
  return fallback;
}
