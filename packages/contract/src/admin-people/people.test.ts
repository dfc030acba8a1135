import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints';
import {
  adminPatientListQuery,
  adminPeopleMessages,
  adminPractitionerListQuery,
  phoneSearchSpellings,
  practitionerAccountInput,
  setPasswordFormInput,
  setPasswordInput,
} from './people';

const practitioner = {
  firstName: 'Mia',
  lastName: 'Rossi',
  email: ' Mia.Rossi@Example.com ',
  phone: '0412 345 678',
  specialization: 'General Practice',
  bio: '',
  ahpraNumber: 'med 0001234999',
  prescriberNumber: '123 4567',
  appointmentLimit: 4,
};

describe('the admin people wire', () => {
  it('spells a searched phone number every way a stored one may be written', () => {
    const local = phoneSearchSpellings('0412 345 678');
    expect(local).toEqual(
      expect.arrayContaining(['+61412345678', '0412345678', '0412 345 678', '61412345678']),
    );
    expect(phoneSearchSpellings('+61412345678')).toEqual(local);
    expect(phoneSearchSpellings('Nguyen')).toEqual([]);
  });

  it('reads a practitioner account as the server stores it', () => {
    expect(practitionerAccountInput.parse(practitioner)).toMatchObject({
      email: 'mia.rossi@example.com',
      phone: '+61412345678',
      ahpraNumber: 'MED0001234999',
      prescriberNumber: '1234567',
    });
    expect(practitionerAccountInput.parse({ ...practitioner, phone: '' }).phone).toBeNull();
  });

  it('refuses a bad phone, AHPRA number and appointment limit in the words the form shows', () => {
    const messageOf = (input: object) =>
      practitionerAccountInput.safeParse({ ...practitioner, ...input }).error?.issues[0]?.message;
    expect(messageOf({ phone: '12' })).toBe(adminPeopleMessages.phoneInvalid);
    expect(messageOf({ ahpraNumber: 'MED12' })).toBe('Invalid AHPRA registration number');
    expect(messageOf({ appointmentLimit: 13 })).toBe(adminPeopleMessages.appointmentLimitInvalid);
    expect(messageOf({ appointmentLimit: 0 })).toBe(adminPeopleMessages.appointmentLimitInvalid);
    expect(messageOf({ firstName: ' ' })).toBe('First name is required');
  });

  it('pages, sorts and filters the lists on the server', () => {
    expect(adminPatientListQuery.parse({})).toEqual({ page: 1, pageSize: 20, sort: 'name', dir: 'asc' });
    expect(adminPatientListQuery.safeParse({ sort: 'phone' }).success).toBe(false);
    expect(adminPractitionerListQuery.parse({ active: 'inactive' }).active).toBe('inactive');
    expect(adminPractitionerListQuery.safeParse({ active: 'maybe' }).error?.issues[0]?.message).toBe(
      adminPeopleMessages.activeFilterInvalid,
    );
  });

  it('holds a new password to the project rules, and the form to a matching confirmation', () => {
    expect(setPasswordInput.safeParse({ token: 'x', password: 'short' }).error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters',
    );
    expect(setPasswordInput.safeParse({ password: 'Str0ng#Pass' }).error?.issues[0]?.message).toBe(
      adminPeopleMessages.linkInvalid,
    );
    expect(
      setPasswordFormInput.safeParse({ password: 'Str0ng#Pass', confirmPassword: 'Str0ng#Pas' }).error
        ?.issues[0]?.message,
    ).toBe("Passwords don't match");
  });

  it('serves the set-password link publicly and everything else to admins only', () => {
    expect(endpoints.passwordLink.access).toBe('public');
    expect(endpoints.setPassword.access).toBe('public');
    for (const name of [
      'adminPatients',
      'adminPatient',
      'createPractitioner',
      'disableContentWriter',
    ] as const)
      expect(endpoints[name].access).toBe('admin');
  });
});
