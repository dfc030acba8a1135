import { describe, expect, it } from 'vitest';
import { isQuietPage } from './quietPages';

describe('isQuietPage', () => {
  it.each([
    '/auth',
    '/login',
    '/register',
    '/set-password',
    '/checkout',
    '/checkout/21',
    '/checkout/21/',
    '/test-toggle',
  ])('%s is quiet: no marketing popup opens there', (path) => {
    expect(isQuietPage(path)).toBe(true);
  });

  it.each(['/', '/articles', '/erectile-dysfunction', '/contact', '/checkouts', '/authors'])(
    '%s may show one',
    (path) => {
      expect(isQuietPage(path)).toBe(false);
    },
  );
});
