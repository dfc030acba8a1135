import { describe, expect, it } from 'vitest';
import { canAccess } from '../access';
import { patientProfileMessages } from '../patient/patient-profile';
import { firstFieldError } from '../validation';
import { loginInput, registerFormInput, registerInput } from './auth';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: ' Ada@Example.com ',
  phone: '0412 345 678',
  password: 'Telehealth#2026',
};

function messageOf(result: ReturnType<typeof registerInput.safeParse>) {
  return result.success ? null : firstFieldError(result.error);
}

describe('registerInput', () => {
  it('accepts a valid payload and normalises the email', () => {
    const result = registerInput.parse(valid);
    expect(result.email).toBe('ada@example.com');
  });

  it.each([
    ['short', 'Password must be at least 8 characters'],
    ['ALLUPPER1!', 'Must contain at least one lowercase letter'],
    ['alllower1!', 'Must contain at least one uppercase letter'],
    ['NoNumber!!', 'Must contain at least one number'],
    ['NoSpecial12', 'Must contain at least one special character'],
  ])('refuses %s with the exact message', (password, message) => {
    expect(messageOf(registerInput.safeParse({ ...valid, password }))).toEqual({
      message,
      field: 'password',
    });
  });

  it('names the field for missing names and a bad email', () => {
    expect(messageOf(registerInput.safeParse({ ...valid, firstName: '  ' }))).toEqual({
      message: 'First name is required',
      field: 'firstName',
    });
    expect(messageOf(registerInput.safeParse({ ...valid, lastName: '' }))).toEqual({
      message: 'Last name is required',
      field: 'lastName',
    });
    expect(messageOf(registerInput.safeParse({ ...valid, email: 'nope' }))).toEqual({
      message: 'Valid email is required',
      field: 'email',
    });
  });

  it('asks for an Australian mobile and keeps it in E.164, as the profile does', () => {
    expect(registerInput.parse(valid).phone).toBe('+61412345678');
    expect(registerInput.parse({ ...valid, phone: '+61 412 345 678' }).phone).toBe('+61412345678');
    expect(messageOf(registerInput.safeParse({ ...valid, phone: '  ' }))).toEqual({
      message: 'Mobile number is required',
      field: 'phone',
    });
    const { phone: _left, ...withoutPhone } = valid;
    expect(messageOf(registerInput.safeParse(withoutPhone))).toEqual({
      message: 'Mobile number is required',
      field: 'phone',
    });
    // A landline, another country's mobile and a number that is no number get the profile's message.
    for (const phone of ['(02) 9876 5432', '+64 21 123 4567', '0412 345']) {
      expect(messageOf(registerInput.safeParse({ ...valid, phone }))).toEqual({
        message: patientProfileMessages.mobileInvalid,
        field: 'phone',
      });
    }
  });

  it('checks the confirmation in the form schema only', () => {
    const result = registerFormInput.safeParse({ ...valid, confirmPassword: 'Different#2026' });
    expect(result.success ? null : firstFieldError(result.error)).toEqual({
      message: "Passwords don't match",
      field: 'confirmPassword',
    });
  });
});

describe('loginInput', () => {
  it('requires a password', () => {
    const result = loginInput.safeParse({ email: 'a@b.co', password: '' });
    expect(result.success ? null : firstFieldError(result.error)).toEqual({
      message: 'Password is required',
      field: 'password',
    });
  });
});

describe('canAccess', () => {
  const patient = { isAdmin: false, isPractitioner: false, isContentWriter: false };
  it('lets admins into the practitioner area but not the writer area', () => {
    const admin = { ...patient, isAdmin: true };
    expect(canAccess(admin, 'practitioner')).toBe(true);
    expect(canAccess(admin, 'contentWriter')).toBe(false);
  });
  it('refuses anonymous users everywhere and patients outside signed-in', () => {
    expect(canAccess(null, 'signedIn')).toBe(false);
    expect(canAccess(patient, 'signedIn')).toBe(true);
    expect(canAccess(patient, 'admin')).toBe(false);
    expect(canAccess(patient, 'practitioner')).toBe(false);
  });
});
