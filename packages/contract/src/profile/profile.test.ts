import { describe, expect, it } from 'vitest';
import { firstFieldError } from '../validation';
import { otpInput, sanitizeOtp, verifyEmailOtpInput } from './email-verification';
import {
  adminProfileInput,
  passwordChangeInput,
  passwordChangeRequest,
  passwordUpdateFailedMessage,
  profileUpdateFailedMessage,
} from './profile';

const profile = {
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@example.com',
  phone: '',
  contactEmail: '',
  contactMobile: '',
  timezone: 'Australia/Sydney',
  address: '',
  addressLine2: '',
  suburb: '',
  state: '',
  postcode: '',
  country: '',
  dpid: '',
};

function errorOf(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : firstFieldError(result.error as Parameters<typeof firstFieldError>[0]);
}

describe('adminProfileInput', () => {
  it('defaults the country to Australia', () => {
    expect(adminProfileInput.parse(profile).country).toBe('Australia');
  });

  it.each([
    ['firstName', ' ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', 'admin', 'Valid email is required'],
    ['timezone', '', 'Timezone is required'],
    ['timezone', 'Mars/Olympus', 'Timezone is required'],
    ['contactEmail', 'nope', 'Must be a valid email or empty'],
  ])('refuses a bad %s with the message', (field, value, message) => {
    expect(errorOf(adminProfileInput, { ...profile, [field]: value })).toEqual({ message, field });
  });

  it('words the failure', () => {
    expect(profileUpdateFailedMessage('Server down')).toBe('Failed to update profile. Server down');
  });
});

describe('passwordChangeInput', () => {
  const valid = {
    currentPassword: 'Old#password1',
    newPassword: 'New#password2',
    confirmPassword: 'New#password2',
  };

  it.each([
    ['currentPassword', { currentPassword: '' }, 'Current password is required'],
    ['newPassword', { newPassword: 'short' }, 'Password must be at least 8 characters'],
    ['newPassword', { newPassword: 'nouppercase1!' }, 'Must contain at least one uppercase letter'],
    ['confirmPassword', { confirmPassword: '' }, 'Password confirmation is required'],
    ['confirmPassword', { confirmPassword: 'Other#password2' }, "Passwords don't match"],
  ])('refuses a bad %s', (field, change, message) => {
    expect(errorOf(passwordChangeInput, { ...valid, ...change })).toEqual({ message, field });
  });

  it('has a server variant without the confirmation', () => {
    expect(passwordChangeRequest.parse(valid)).toEqual({
      currentPassword: 'Old#password1',
      newPassword: 'New#password2',
    });
    expect(passwordUpdateFailedMessage('Current password is incorrect')).toBe(
      'Failed to update password. Current password is incorrect',
    );
  });
});

describe('email verification code', () => {
  it('keeps digits only, at most six', () => {
    expect(sanitizeOtp(' 12a-34 5678')).toBe('123456');
  });

  it('needs exactly six digits to submit', () => {
    expect(otpInput.safeParse({ otp: '123456' }).success).toBe(true);
    expect(errorOf(otpInput, { otp: '12345' })).toEqual({ message: 'Enter the 6-digit code', field: 'otp' });
    expect(errorOf(verifyEmailOtpInput, { email: 'a@b.co', otp: '12345a' })?.field).toBe('otp');
  });
});
