import { describe, expect, it } from 'vitest';
import {
  emailTemplateLabels,
  emailTemplateSaveInput,
  emailTemplateToggledMessage,
  emailTemplateTypes,
} from './email-templates';
import {
  prescriptionTemplateInput,
  prescriptionTemplateMessages,
  prescriptionTemplatePreviewInput,
} from './prescription-templates';
import { smsTemplateMessages, smsTemplateSaveInput, smsTemplateTypes } from './sms-templates';
import { testEmailTemplates } from './testing';
import { firstFieldError } from './validation';

describe('email templates', () => {
  it('lists the 16 types of Part 2 §3 with the named labels', () => {
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
  it('requires a name and content with the one message of Part 2 §5', () => {
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
