import { describe, expect, it } from 'vitest';
import { testEmailTemplates } from '../testing/testing';
import { firstFieldError } from '../validation';
import {
  commonEmailPlaceholders,
  emailPlaceholdersFor,
  emailTemplateLabels,
  emailTemplatePlaceholders,
  emailTemplateSaveInput,
  emailTemplateToggledMessage,
  emailTemplateTypes,
  isMultilineSection,
  sectionLabel,
} from './email-templates';
import {
  defaultPrescriptionTemplatePlaceholders,
  prescriptionTemplateInput,
  prescriptionTemplateMessages,
  prescriptionTemplatePreviewInput,
} from './prescription-templates';
import {
  smsPlaceholdersFor,
  smsTemplateMessages,
  smsTemplateSaveInput,
  smsTemplateTypes,
} from './sms-templates';
import { fillPlaceholders, unknownPlaceholderMessage, unknownPlaceholders } from './template-placeholders';

describe('email templates', () => {
  it('lists the 16 types with the named labels', () => {
    expect(emailTemplateTypes).toHaveLength(16);
    expect(emailTemplateLabels).toMatchObject({
      prescription: 'Prescription Notification',
      assessment_complete: 'Assessment Approved',
      assessment_declined: 'Assessment Declined',
      message_notification: 'New Message Notification',
      email_verification: 'Email Verification OTP',
      password_reset: 'Password Reset OTP',
    });
    for (const template of testEmailTemplates) expect(emailTemplateTypes).toContain(template.type);
  });

  it('accepts sections as text and refuses other values', () => {
    expect(emailTemplateSaveInput.parse({ editableSections: { heading: 'Hi' } })).toEqual({
      editableSections: { heading: 'Hi' },
    });
    expect(emailTemplateSaveInput.safeParse({ editableSections: { heading: 3 } }).success).toBe(false);
  });

  it('words the toggle toast', () => {
    expect(emailTemplateToggledMessage(true)).toBe('Template activated successfully');
    expect(emailTemplateToggledMessage(false)).toBe('Template deactivated successfully');
  });
});

describe('SMS templates', () => {
  it('lists the seven types and requires content', () => {
    expect(smsTemplateTypes).toEqual([
      'prescription_created',
      'appointment_booking',
      'prescription_refill_reminder',
      'appointment_reminder',
      'practitioner_message',
      'otp',
      'admin_notification',
    ]);
    const result = smsTemplateSaveInput.safeParse({ content: '  ' });
    expect(result.success ? null : firstFieldError(result.error)).toEqual({
      message: 'SMS content is required',
      field: 'content',
    });
    expect(smsTemplateMessages.saveFailed).toBe('Failed to save SMS template. Please try again.');
  });
});

describe('prescription templates', () => {
  it('requires a name and content with the one message', () => {
    for (const value of [
      { name: ' ', templateReact: '{}' },
      { name: 'Default', templateReact: ' ' },
    ]) {
      const result = prescriptionTemplateInput.safeParse(value);
      expect(result.success ? null : firstFieldError(result.error)?.message).toBe(
        'Template name and content are required',
      );
    }
  });

  it('defaults to active, not default, without a description', () => {
    expect(
      prescriptionTemplateInput.parse({ name: ' Quarter A4 ', description: '', templateReact: '{}' }),
    ).toEqual({
      name: 'Quarter A4',
      description: null,
      templateReact: '{}',
      isActive: true,
      isDefault: false,
    });
  });

  it('requires content for a preview', () => {
    const result = prescriptionTemplatePreviewInput.safeParse({ templateReact: '' });
    expect(result.success ? null : firstFieldError(result.error)).toEqual({
      message: 'Template content is required for preview',
      field: 'templateReact',
    });
  });

  it('quotes the default-template strings', () => {
    expect(prescriptionTemplateMessages).toMatchObject({
      cannotDeleteTitle: 'Cannot Delete',
      cannotDeleteDefault: 'Cannot delete the default template. Set another template as default first.',
      saveBeforeDefault: 'Save the template first before setting as default',
    });
  });
});

describe('placeholders', () => {
  it('lists each email type’s placeholders after the common ones', () => {
    const valid = emailPlaceholdersFor('email_verification');
    expect(valid.slice(0, 10)).toEqual(commonEmailPlaceholders);
    expect(valid).toContain('otp');
    expect(emailPlaceholdersFor('promo_code_delivery')).toEqual(
      expect.arrayContaining(['promoCode', 'discountType', 'validFor']),
    );
    for (const type of emailTemplateTypes) expect(emailTemplatePlaceholders[type].length).toBeGreaterThan(0);
  });

  it('names unknown placeholders and the valid ones', () => {
    expect(unknownPlaceholders('Hi {{ firstName }} {{fristName}}', ['firstName'])).toEqual(['fristName']);
    expect(unknownPlaceholderMessage(['fristName'], ['firstName', 'lastName'])).toBe(
      'Unknown placeholder {{fristName}}. Valid placeholders: {{firstName}}, {{lastName}}',
    );
    expect(unknownPlaceholderMessage(['a', 'b'], ['c'])).toBe(
      'Unknown placeholders {{a}}, {{b}}. Valid placeholders: {{c}}',
    );
    expect(fillPlaceholders('Hi {{ name }}{{missing}}!', { name: 'Ann' })).toBe('Hi Ann!');
  });

  it('gives the otp SMS template the code as well', () => {
    expect(smsPlaceholdersFor('otp')).toContain('otp');
    expect(smsPlaceholdersFor('appointment_booking')).not.toContain('otp');
  });

  it('title-cases section names and picks the multiline editor above 100 characters or with a line break', () => {
    expect(sectionLabel('button_text')).toBe('Button Text');
    expect(sectionLabel('heading')).toBe('Heading');
    expect(isMultilineSection('a'.repeat(100))).toBe(false);
    expect(isMultilineSection('a'.repeat(101))).toBe(true);
    expect(isMultilineSection('a\nb')).toBe(true);
  });

  it('requires the prescriber placeholders of a default prescription template', () => {
    expect(defaultPrescriptionTemplatePlaceholders).toEqual([
      'practitionerName',
      'prescriberNumber',
      'practitionerSignature',
    ]);
  });
});
