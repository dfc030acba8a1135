import { describe, expect, it } from 'vitest';
import { patientProfileInput } from '../patient/patient-profile';
import { practitionerProfileInput } from '../practitioner/practitioner';
import { adminProfileInput } from '../profile/profile';
import { companyInfoInput } from '../settings/settings';
import { firstFieldError } from '../validation';
import {
  addressMessages,
  addressSuggestionQuery,
  australianAddressIssues,
  isValidAbn,
  parseOneLineAddress,
  postcodeMatchesState,
  postcodeStateMismatchMessage,
  stateShortName,
} from './address';

describe('isValidAbn', () => {
  it('accepts ABNs whose weighted sum is divisible by 89, with or without spaces', () => {
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('53 004 085 616')).toBe(true);
  });
  it('refuses a wrong checksum, letters and the wrong length', () => {
    expect(isValidAbn('51824753557')).toBe(false);
    expect(isValidAbn('12345678901')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('5182475355a')).toBe(false);
  });
});

describe('postcode ranges', () => {
  it('matches postcodes to their state', () => {
    expect(postcodeMatchesState('2000', 'NSW')).toBe(true);
    expect(postcodeMatchesState('2600', 'ACT')).toBe(true);
    expect(postcodeMatchesState('0800', 'NT')).toBe(true);
    expect(postcodeMatchesState('3000', 'Victoria')).toBe(true);
    expect(postcodeMatchesState('3000', 'NSW')).toBe(false);
    expect(postcodeMatchesState('2600', 'NSW')).toBe(false);
  });
  it('does not judge unknown states or malformed postcodes', () => {
    expect(postcodeMatchesState('2000', 'Nowhere')).toBe(true);
    expect(postcodeMatchesState('20', 'NSW')).toBe(true);
  });
  it('words the mismatch', () => {
    expect(postcodeStateMismatchMessage('3000', 'NSW')).toBe(
      'Postcode 3000 is not in NSW: please check the state and postcode',
    );
  });
  it('reads state names', () => {
    expect(stateShortName('new south wales')).toBe('NSW');
    expect(stateShortName('qld')).toBe('QLD');
    expect(stateShortName('Ontario')).toBeNull();
  });
});

describe('companyInfoInput beyond the spec', () => {
  const company = {
    company_name: 'Telehealth Pty Ltd',
    brand_name: 'Telehealth',
    company_email: '',
    support_email: '',
    contact_number: '(02) 9876 5432',
    company_abn: '51 824 753 556',
    company_address: '1 George St',
    company_suburb: 'Sydney',
    company_state: 'NSW',
    company_postcode: '2000',
    privacy_url: '',
  };
  it('normalises the contact number to E.164', () => {
    expect(companyInfoInput.parse(company).contact_number).toBe('+61298765432');
    expect(companyInfoInput.parse({ ...company, contact_number: '' }).contact_number).toBe('');
    expect(companyInfoInput.parse({ ...company, contact_number: '1300 000 000' }).contact_number).toBe(
      '+611300000000',
    );
  });
  it('checks the address: a state from the 8, stored short, and a postcode in it', () => {
    expect(companyInfoInput.parse({ ...company, company_state: 'new south wales' }).company_state).toBe(
      'NSW',
    );
    expect(
      issuesOf(
        companyInfoInput.safeParse({ ...company, company_state: 'Narnia', company_postcode: 'ABCDE' }),
      ),
    ).toEqual({
      company_state: addressMessages.stateInvalid,
      company_postcode: addressMessages.postcodeInvalid,
    });
    expect(issuesOf(companyInfoInput.safeParse({ ...company, company_state: 'VIC' }))).toEqual({
      company_postcode: 'Postcode 2000 is not in VIC: please check the state and postcode',
    });
    // Fewer than 4 characters is the spec's 'Postcode is required'; more, or letters, are not 4 digits.
    expect(issuesOf(companyInfoInput.safeParse({ ...company, company_postcode: '20000' }))).toEqual({
      company_postcode: addressMessages.postcodeInvalid,
    });
  });
  it("refuses a bad number and a bad ABN with 'Invalid ABN'", () => {
    const badPhone = companyInfoInput.safeParse({ ...company, contact_number: '12' });
    expect(badPhone.success ? null : firstFieldError(badPhone.error)?.message).toBe(
      addressMessages.contactNumberInvalid,
    );
    const badAbn = companyInfoInput.safeParse({ ...company, company_abn: '12345678901' });
    expect(badAbn.success ? null : firstFieldError(badAbn.error)?.message).toBe('Invalid ABN');
  });
});

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('an Australian address', () => {
  const sydney = { street: '1 George St', suburb: 'Sydney', state: 'NSW', postcode: '2000' };

  it('is a street, a suburb, a state from the 8 and a 4-digit postcode in that state', () => {
    expect(australianAddressIssues(sydney)).toEqual([]);
    expect(australianAddressIssues({ ...sydney, state: 'new south wales' })).toEqual([]);
    expect(australianAddressIssues({ ...sydney, suburb: 'Darwin', state: 'NT', postcode: '0800' })).toEqual(
      [],
    );
    expect(australianAddressIssues({ ...sydney, postcode: 'ABCDE', state: 'Narnia' })).toEqual([
      { part: 'state', message: addressMessages.stateInvalid },
      { part: 'postcode', message: addressMessages.postcodeInvalid },
    ]);
    expect(australianAddressIssues({ ...sydney, postcode: '3000' })).toEqual([
      { part: 'postcode', message: 'Postcode 3000 is not in NSW: please check the state and postcode' },
    ]);
    expect(australianAddressIssues({ street: ' ', suburb: '', state: '', postcode: '' })).toEqual([
      { part: 'street', message: 'Street address is required' },
      { part: 'suburb', message: 'Suburb is required' },
      { part: 'state', message: 'State is required' },
      { part: 'postcode', message: 'Postcode is required' },
    ]);
    for (const postcode of ['200', '20000', '2ooo', '2 000'])
      expect(australianAddressIssues({ ...sydney, postcode }), postcode).toEqual([
        { part: 'postcode', message: addressMessages.postcodeInvalid },
      ]);
  });

  it('may be left out of a profile, but not half filled in', () => {
    expect(
      australianAddressIssues({ street: '', suburb: '', state: '', postcode: '' }, { optional: true }),
    ).toEqual([]);
    expect(
      australianAddressIssues({ street: '', suburb: 'Sydney', state: '', postcode: '' }, { optional: true }),
    ).toHaveLength(3);
  });

  it('is checked on the patient profile (where prescriptions are posted), naming each field', () => {
    const patient = {
      firstName: 'Liam',
      lastName: 'Nguyen',
      email: 'patient@example.com',
      timezone: 'Australia/Sydney',
      address: '12 George Street',
      suburb: 'Sydney',
      state: 'Narnia',
      postcode: 'ABCDE',
    };
    expect(issuesOf(patientProfileInput.safeParse(patient))).toEqual({
      state: addressMessages.stateInvalid,
      postcode: addressMessages.postcodeInvalid,
    });
    expect(issuesOf(patientProfileInput.safeParse({ ...patient, state: 'VIC', postcode: '2000' }))).toEqual({
      postcode: 'Postcode 2000 is not in VIC: please check the state and postcode',
    });
    expect(
      issuesOf(patientProfileInput.safeParse({ ...patient, suburb: '', state: 'NSW', postcode: '2000' })),
    ).toEqual({
      suburb: 'Suburb is required',
    });
    const saved = patientProfileInput.parse({ ...patient, state: 'Victoria', postcode: '3000' });
    expect(saved).toMatchObject({ state: 'VIC', postcode: '3000' });
    const noAddress = { ...patient, address: '', suburb: '', state: '', postcode: '' };
    expect(patientProfileInput.safeParse(noAddress).success).toBe(true);
  });

  it('is checked on the admin profile too', () => {
    const admin = {
      firstName: 'Alex',
      lastName: 'Morgan',
      email: 'admin@example.com',
      timezone: 'Australia/Sydney',
      address: '1 Martin Place',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '3000',
    };
    expect(issuesOf(adminProfileInput.safeParse(admin))).toEqual({
      postcode: 'Postcode 3000 is not in NSW: please check the state and postcode',
    });
  });
});

describe('a one-line address (the practice address)', () => {
  it('reads street, suburb, state and postcode, and writes them back tidily', () => {
    expect(parseOneLineAddress('Level 2, 100 George Street, Sydney NSW 2000')).toEqual({
      ok: true,
      parts: { street: 'Level 2, 100 George Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
      text: 'Level 2, 100 George Street, Sydney NSW 2000',
    });
    expect(parseOneLineAddress(' 12 Adelaide Street,  brisbane city qld 4000 ')).toMatchObject({
      ok: true,
      text: '12 Adelaide Street, brisbane city QLD 4000',
    });
    expect(parseOneLineAddress('9 Smith St, Hobart, Tasmania 7000')).toMatchObject({
      ok: true,
      parts: { street: '9 Smith St', suburb: 'Hobart', state: 'TAS', postcode: '7000' },
    });
    expect(parseOneLineAddress('1 Mitchell St, Darwin City NT 0800')).toMatchObject({ ok: true });
    expect(parseOneLineAddress('3 Hay St, Perth Western Australia 6000')).toMatchObject({
      ok: true,
      parts: { suburb: 'Perth', state: 'WA' },
    });
  });

  it.each([
    ['1 George St Sydney NSW 2000', addressMessages.oneLineFormat],
    [', Sydney NSW 2000', addressMessages.oneLineFormat],
    ['1 George St, Sydney NSW ABCDE', addressMessages.oneLinePostcode],
    ['1 George St, Sydney NSW', addressMessages.oneLinePostcode],
    ['1 George St, Sydney Narnia 2000', addressMessages.oneLineState],
    ['1 George St, NSW 2000', addressMessages.oneLineSuburb],
    ['1 George St, Sydney VIC 2000', 'Postcode 2000 is not in VIC: please check the state and postcode'],
  ])('refuses %j with how to write it', (address, message) => {
    expect(parseOneLineAddress(address)).toEqual({ ok: false, message });
    const profile = practitionerProfileInput.safeParse({
      name: 'Dr Sarah Chen',
      timezone: 'Australia/Sydney',
      practiceAddress: address,
    });
    expect(issuesOf(profile)).toEqual({ practiceAddress: message });
  });
});

describe('addressSuggestionQuery', () => {
  it('needs at least 2 characters', () => {
    expect(addressSuggestionQuery.safeParse({ q: 'S' }).success).toBe(false);
    expect(addressSuggestionQuery.safeParse({ q: 'Sy' }).success).toBe(true);
  });
});
