import { describe, expect, it } from 'vitest';
import { firstFieldError } from '../validation';
import {
  assessmentFeesInput,
  companyInfoInput,
  companyUpdateFailedMessage,
  fromSettingBoolean,
  notificationSettingsInput,
  postSettingsInput,
  settingKeys,
  settingNotFoundMessage,
  settingsMessages,
  settingsRecord,
  settingUpdateFailedMessage,
  settingValueSchemas,
  toSettingBoolean,
} from './settings';

const company = {
  company_name: 'Telehealth Pty Ltd',
  brand_name: 'Telehealth',
  company_email: '',
  support_email: 'support@telehealth.example',
  contact_number: '',
  company_abn: '51824753556',
  company_address: '1 George St',
  company_suburb: 'Sydney',
  company_state: 'NSW',
  company_postcode: '2000',
  privacy_url: '',
};

function errorOf(value: unknown) {
  const result = companyInfoInput.safeParse(value);
  return result.success ? null : firstFieldError(result.error);
}

describe('companyInfoInput', () => {
  it('accepts empty optional fields and defaults the country to Australia', () => {
    expect(companyInfoInput.parse(company)).toEqual({ ...company, company_country: 'Australia' });
  });

  it.each([
    ['company_name', 'A', 'Company name is required'],
    ['brand_name', ' ', 'Brand name is required'],
    ['company_email', 'not-an-email', 'Must be a valid email address'],
    ['support_email', 'a@', 'Must be a valid email address'],
    ['company_abn', '1234', 'ABN is required'],
    ['company_address', '1A', 'Street address is required'],
    ['company_suburb', 'S', 'Suburb is required'],
    ['company_state', 'N', 'State is required'],
    ['company_postcode', '200', 'Postcode is required'],
    ['privacy_url', 'privacy page', 'Must be a valid URL'],
  ])('refuses a bad %s with the message', (field, value, message) => {
    expect(errorOf({ ...company, [field]: value })).toEqual({ message, field });
  });

  it('keeps the country fixed to Australia', () => {
    expect(errorOf({ ...company, company_country: 'New Zealand' })).toEqual({
      message: 'Country must be Australia',
      field: 'company_country',
    });
  });
});

describe('post and fee settings', () => {
  it('allows an empty tracking URL and refuses a bad one with the example filled in', () => {
    expect(postSettingsInput.parse({ post_tracking_base_url: '', post_fees: '' })).toEqual({
      post_tracking_base_url: '',
      post_fees: '',
    });
    const result = postSettingsInput.safeParse({ post_tracking_base_url: 'auspost', post_fees: '' });
    expect(result.success ? null : firstFieldError(result.error)?.message).toBe(
      'Please enter a valid URL (e.g., https://auspost.com.au/mypost/track/details/)',
    );
    expect(settingsMessages.postTrackingUrlInvalid.startsWith('Please enter a valid URL (e.g., ')).toBe(true);
  });

  it.each(['-1', 'ten', '1.234', '1e3'])('refuses the post fee %s', (post_fees) => {
    const result = postSettingsInput.safeParse({ post_tracking_base_url: '', post_fees });
    expect(result.success ? null : firstFieldError(result.error)).toEqual({
      message: 'Please enter a valid amount (e.g., 0.00)',
      field: 'post_fees',
    });
  });

  it('accepts amounts of zero and more for post and assessment fees', () => {
    expect(
      postSettingsInput.parse({ post_tracking_base_url: 'https://a.example/t/', post_fees: '0' }).post_fees,
    ).toBe('0');
    expect(
      assessmentFeesInput.parse({
        ed_assessment_fee: '20.00',
        weight_loss_assessment_fee: '25.5',
        contraception_assessment_fee: '0.00',
      }),
    ).toBeTruthy();
    expect(assessmentFeesInput.safeParse({ ed_assessment_fee: '' }).success).toBe(false);
  });

  it('stores notification toggles as "true" and "false"', () => {
    expect(toSettingBoolean(true)).toBe('true');
    expect(fromSettingBoolean('false')).toBe(false);
    expect(fromSettingBoolean(undefined)).toBe(false);
    const result = notificationSettingsInput.safeParse({
      admin_notification_appointment_email_enabled: 'yes',
      admin_notification_appointment_sms_enabled: 'false',
    });
    expect(result.success).toBe(false);
  });
});

describe('settings keys and values', () => {
  it('has a value rule for every key', () => {
    expect(settingKeys).toHaveLength(19);
    for (const key of settingKeys) expect(settingValueSchemas[key]).toBeDefined();
    expect(settingValueSchemas.company_name.safeParse('A').error?.issues[0]?.message).toBe(
      'Company name is required',
    );
    expect(settingValueSchemas.admin_notification_appointment_sms_enabled.safeParse('true').success).toBe(
      true,
    );
  });

  it('reads a list into a record, ignoring unknown keys', () => {
    expect(
      settingsRecord([
        { key: 'company_name', value: 'Telehealth' },
        { key: 'legacy_key', value: 'x' },
      ]),
    ).toEqual({ company_name: 'Telehealth' });
  });

  it('words the messages', () => {
    expect(settingUpdateFailedMessage('Bad Request')).toBe('Failed to update setting: Bad Request');
    expect(companyUpdateFailedMessage('Network down')).toBe(
      'Failed to update company information: Network down',
    );
    expect(settingNotFoundMessage('ed_assessment_fee')).toBe('Setting with key ed_assessment_fee not found');
    expect(settingsMessages).toMatchObject({
      companyUpdated: 'Company information has been updated',
      slowSave: 'Request is taking longer than expected. Please check your connection.',
      feesUpdated: 'Settings updated',
      feesUpdateFailed: 'Failed to update settings. Please try again.',
      notificationsUpdateFailed: 'Failed to update notification settings. Please try again.',
    });
  });
});
