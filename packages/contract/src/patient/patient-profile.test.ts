import { describe, expect, it } from 'vitest';
import { normalizeAustralianMobile } from '../phone';
import {
  formatMedicareNumber,
  isValidDateOfBirth,
  normalizeMedicareNumber,
  patientProfileInput,
  patientProfileMessages,
} from './patient-profile';

const base = {
  firstName: 'Alex',
  lastName: 'Lee',
  email: 'alex@example.com',
  timezone: 'Australia/Perth',
};

describe('Medicare numbers', () => {
  it('accepts a card number whose check digit matches, with or without spaces and the IRN', () => {
    expect(normalizeMedicareNumber('2123 45670 1')).toBe('2123456701');
    expect(normalizeMedicareNumber('2123456701-3')).toBe('21234567013');
  });

  it.each([
    ['a wrong check digit', '2123456711'],
    ['issue number 0', '2123456700'],
    ['a first digit outside 2 to 6', '7123456701'],
    ['too short', '212345670'],
    ['letters', '21234567O1'],
  ])('refuses %s', (_case, input) => {
    expect(normalizeMedicareNumber(input)).toBeNull();
  });

  it('formats the digits as printed on the card', () => {
    expect(formatMedicareNumber('2123456701')).toBe('2123 45670 1');
    expect(formatMedicareNumber('21234567013')).toBe('2123 45670 1 / 3');
  });
});

describe('Australian mobiles', () => {
  it('stores E.164', () => {
    expect(normalizeAustralianMobile('0412 345 678')).toBe('+61412345678');
    expect(normalizeAustralianMobile('+61 412 345 678')).toBe('+61412345678');
  });

  it('refuses landlines and other countries', () => {
    expect(normalizeAustralianMobile('(02) 9876 5432')).toBeNull();
    expect(normalizeAustralianMobile('+64 21 123 4567')).toBeNull();
    expect(normalizeAustralianMobile('hello')).toBeNull();
  });
});

describe('dates of birth', () => {
  const today = new Date(2026, 10, 24);
  it('takes a real past date', () => {
    expect(isValidDateOfBirth('1984-03-14', today)).toBe(true);
  });
  it.each(['2026-11-24', '2030-01-01', '1984-02-30', '14/03/1984', '1890-01-01'])('refuses %s', (value) => {
    expect(isValidDateOfBirth(value, today)).toBe(false);
  });
});

describe('patientProfileInput', () => {
  it('leaves with the mobile in E.164 and the Medicare number as digits', () => {
    const parsed = patientProfileInput.parse({
      ...base,
      phone: '0412 345 678',
      medicareNumber: '2123 45670 1',
    });
    expect(parsed.phone).toBe('+61412345678');
    expect(parsed.medicareNumber).toBe('2123456701');
    expect(parsed.dateOfBirth).toBe('');
  });

  it("answers 'Invalid Medicare number' on the field", () => {
    const result = patientProfileInput.safeParse({ ...base, medicareNumber: '2123456711' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['medicareNumber'], message: patientProfileMessages.medicareInvalid }),
    ]);
    expect(patientProfileMessages.medicareInvalid).toBe('Invalid Medicare number');
  });

  it('names the mobile and the date of birth when they are wrong', () => {
    const result = patientProfileInput.safeParse({
      ...base,
      phone: '02 9876 5432',
      dateOfBirth: '2099-01-01',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['dateOfBirth', patientProfileMessages.dateOfBirthInvalid],
      ['phone', patientProfileMessages.mobileInvalid],
    ]);
  });
});
