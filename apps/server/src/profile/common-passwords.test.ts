import { describe, expect, it } from 'vitest';
import { isCommonPassword, lookupForms } from './common-passwords';

describe('isCommonPassword', () => {
  it('finds common passwords dressed up to meet the requirements', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('Password1!')).toBe(true);
    expect(isCommonPassword('P@ssw0rd')).toBe(true);
    expect(isCommonPassword('Sunshine2024!')).toBe(true);
    expect(isCommonPassword('Qwerty123$')).toBe(true);
  });
  it('lets uncommon passwords through', () => {
    expect(isCommonPassword('Telehealth#2026')).toBe(false);
    expect(isCommonPassword('Fresh#Passw0rd-2026')).toBe(false);
    expect(isCommonPassword('kangaroo-Tram-7-velvet')).toBe(false);
  });
  it('looks up the typed, stripped and de-leeted forms', () => {
    expect(lookupForms('P@ssw0rd1!')).toEqual(['p@ssw0rd1!', 'p@ssw0rd', 'password']);
  });
});
