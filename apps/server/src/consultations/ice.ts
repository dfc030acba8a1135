import { createHmac } from 'node:crypto';
import type { IceServer, IceTransportPolicy } from '@telehealth/contract';
import type { IceConfig } from '../config';

/**
 * A TURN credential in the TURN REST form coturn accepts with `use-auth-secret`: the username is
 * `{expiry}:{userId}` (expiry in unix seconds), the password base64(HMAC-SHA1(static-auth-secret, username)).
 * coturn refuses it once the expiry has passed, so a leaked one is worth little.
 */
export function turnCredential(
  secret: string,
  userId: number,
  now: Date,
  ttlSeconds: number,
): { username: string; credential: string } {
  const expiry = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const username = `${expiry}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/**
 * One call's ICE servers: the `stun:` URLs as they are, the `turn:` and `turns:` URLs with a credential issued now
 * for this user. No URLs: none at all, and the browsers use their host candidates (enough on one network).
 */
export function iceServersFor(
  ice: IceConfig,
  userId: number,
  now: Date,
): { iceServers: IceServer[]; iceTransportPolicy: IceTransportPolicy } {
  const stun = ice.urls.filter((url) => url.startsWith('stun:'));
  const turn = ice.urls.filter((url) => url.startsWith('turn:') || url.startsWith('turns:'));
  const iceServers: IceServer[] = [];
  if (stun.length > 0) iceServers.push({ urls: stun });
  // The configuration refuses TURN URLs without a secret; a secret-less config in a test gets no TURN entry.
  if (turn.length > 0 && ice.secret)
    iceServers.push({ urls: turn, ...turnCredential(ice.secret, userId, now, ice.ttlSeconds) });
  return { iceServers, iceTransportPolicy: ice.transportPolicy };
}
