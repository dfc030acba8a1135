import { describe, expect, it } from 'vitest';
import { safeRedirect, signInPath } from './safeRedirect';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirect('/admin/patients?page=2', '/dashboard')).toBe('/admin/patients?page=2');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    'admin',
    '',
    null,
    '/auth?redirect=/admin',
  ])('refuses %s', (target) => {
    expect(safeRedirect(target, '/dashboard')).toBe('/dashboard');
  });

  it('builds the sign-in address', () => {
    expect(signInPath('/admin')).toBe('/auth?redirect=%2Fadmin');
  });
});
