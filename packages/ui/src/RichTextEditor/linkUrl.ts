/** The link schemes the editor accepts: web pages and email addresses only. */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The URL to store for what the author typed, or null when it is not an http(s) or mailto link.
 * A bare domain ('example.com/terms') becomes https; 'javascript:', 'data:' and the like are refused.
 */
export function normalizeLinkUrl(input: string): string | null {
  let candidate = input.trim();
  if (!candidate) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(candidate);
  if (!hasScheme && /^[^\s/]+\.[^\s/]+/.test(candidate)) candidate = `https://${candidate}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null;
  if (url.protocol === 'mailto:') return /^mailto:[^@\s]+@[^@\s]+$/i.test(candidate) ? candidate : null;
  return url.hostname ? candidate : null;
}
