import { describe, expect, it } from 'vitest';
import {
  addressMessages,
  addressSuggestionQuery,
  isValidAbn,
  postcodeMatchesState,
  postcodeStateWarning,
  stateShortName,
} from './address';
import { companyInfoInput } from './settings';
import { firstFieldError } from './validation';

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
  it('words the warning', () => {
    expect(postcodeStateWarning('3000', 'NSW')).toBe(
      'Postcode 3000 is not in NSW: please check the state and postcode',
    );
    expect(postcodeStateWarning('2000', 'NSW')).toBeNull();
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
  it("refuses a bad number and a bad ABN with 'Invalid ABN'", () => {
    const badPhone = companyInfoInput.safeParse({ ...company, contact_number: '12' });
    expect(badPhone.success ? null : firstFieldError(badPhone.error)?.message).toBe(
      addressMessages.contactNumberInvalid,
    );
    const badAbn = companyInfoInput.safeParse({ ...company, company_abn: '12345678901' });
    expect(badAbn.success ? null : firstFieldError(badAbn.error)?.message).toBe('Invalid ABN');
  });
});

describe('addressSuggestionQuery', () => {
  it('needs at least 2 characters', () => {
    expect(addressSuggestionQuery.safeParse({ q: 'S' }).success).toBe(false);
    expect(addressSuggestionQuery.safeParse({ q: 'Sy' }).success).toBe(true);
  });
});
