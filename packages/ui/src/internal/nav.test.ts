import { describe, expect, it } from 'vitest';
import { matchesPath, resolveActive } from './nav';

describe('matchesPath', () => {
  it('matches by prefix on segment boundaries', () => {
    expect(matchesPath('/admin/patients/42', '/admin/patients')).toBe(true);
    expect(matchesPath('/admin/patients/', '/admin/patients')).toBe(true);
    expect(matchesPath('/admin/patients-archive', '/admin/patients')).toBe(false);
  });

  it('matches exactly when asked, and always for the root', () => {
    expect(matchesPath('/admin/settings', '/admin', { exact: true })).toBe(false);
    expect(matchesPath('/admin', '/admin', { exact: true })).toBe(true);
    expect(matchesPath('/articles', '/')).toBe(false);
    expect(matchesPath('/', '/')).toBe(true);
  });
});

describe('resolveActive', () => {
  it('prefers the explicit flag, then the predicate, then the active href', () => {
    expect(resolveActive('/a', { active: false, isActive: () => true })).toBe(false);
    expect(resolveActive('/a', { isActive: (href) => href === '/a', activeHref: '/b' })).toBe(true);
    expect(resolveActive('/a', { activeHref: '/a' })).toBe(true);
    expect(resolveActive('/a', {})).toBe(false);
  });
});
