import { describe, expect, it } from 'vitest';
import { buildPath } from '../endpoint/route';
import { firstFieldError } from '../validation';
import { campaign, campaignMessages, campaignSubmitInput } from './campaigns';

describe('campaignSubmitInput', () => {
  it('normalises the email', () => {
    expect(
      campaignSubmitInput.parse({
        campaignInstanceId: 'spring',
        email: ' A@B.co ',
        sourceUrl: 'https://x.example/',
      }),
    ).toEqual({ campaignInstanceId: 'spring', email: 'a@b.co', sourceUrl: 'https://x.example/' });
  });

  it('requires a valid email', () => {
    const result = campaignSubmitInput.safeParse({ campaignInstanceId: 'spring', email: '' });
    expect(result.success ? null : firstFieldError(result.error)).toEqual({
      message: 'Valid email is required',
      field: 'email',
    });
  });

  it('reads a campaign with its editable sections', () => {
    expect(
      campaign.parse({
        instanceId: 'spring',
        type: 'exit_intent',
        isActive: true,
        delaySeconds: 2,
        htmlTemplate: '<div></div>',
        editableSections: { title: 'Wait!', 'button-label': 'Send' },
      }).editableSections,
    ).toEqual({ title: 'Wait!', 'button-label': 'Send' });
  });

  it('quotes the toasts', () => {
    expect(campaignMessages).toMatchObject({
      alreadySubscribedTitle: 'Already Subscribed',
      alreadySubscribed: 'This email is already subscribed to this campaign.',
      failedTitle: 'Submission Failed',
      failed: 'There was an error submitting your email. Please try again.',
      successTitle: 'Success!',
      success: 'Thank you for subscribing. Check your email for exclusive offers!',
    });
  });
});

describe('buildPath', () => {
  it('fills and encodes placeholders, and refuses a missing one', () => {
    expect(buildPath('/api/sms-templates/:type/toggle-status', { type: 'otp' })).toBe(
      '/api/sms-templates/otp/toggle-status',
    );
    expect(buildPath('/api/settings/:key', { key: 'a b' })).toBe('/api/settings/a%20b');
    expect(() => buildPath('/api/email-templates/:type/reset')).toThrow('Missing path parameter "type"');
  });
});
