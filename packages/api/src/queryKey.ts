import { requestMessages } from './errors';
import { apiPath, type RequestOptions, withQuery } from './request';

/**
 * A data key: the path first; an object second item becomes query parameters; a string or
 * number second item replaces a `:param` placeholder or is appended as a path segment.
 */
export type QueryKey = string | readonly [string, ...unknown[]];

/** The URL a query key stands for. */
export function urlFromQueryKey(key: QueryKey | null | undefined): string {
  if (key === null || key === undefined) throw new Error(requestMessages.missingQueryKey);
  const [first, second] = typeof key === 'string' ? [key, undefined] : key;
  if (first === null || first === undefined) throw new Error(requestMessages.missingQueryKey);
  let path = apiPath(String(first));
  if (typeof second === 'string' || typeof second === 'number') {
    const segment = encodeURIComponent(String(second));
    path = /:[A-Za-z_]\w*/.test(path)
      ? path.replace(/:[A-Za-z_]\w*/, segment)
      : `${path.replace(/\/$/, '')}/${segment}`;
  } else if (second && typeof second === 'object') {
    path = withQuery(path, second as RequestOptions['query']);
  }
  return path;
}
