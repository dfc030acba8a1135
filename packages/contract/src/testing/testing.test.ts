import { describe, expect, it } from 'vitest';
import { firstFieldError } from '../validation';
import {
  requiredIdsFor,
  testEmailInput,
  testEmailMessages,
  testEmailSentMessage,
  testEmailTemplates,
  testSmsDefaults,
  testSmsFailedMessage,
  testSmsInput,
  testSmsMessages,
  testSmsPayload,
  testSmsSentMessage,
  testSmsTypeFields,
} from './testing';

describe('testSmsInput', () => {
  it('fills the sample values', () => {
    expect(testSmsInput.parse({ phoneNumber: '0412 345 678' })).toEqual({
      phoneNumber: '0412 345 678',
      messageType: 'prescription',
      patientName: testSmsDefaults.patientName,
      doctorName: testSmsDefaults.doctorName,
      prescriptionId: testSmsDefaults.prescriptionId,
      appointmentDate: '2025-05-10',
      appointmentTime: '10:00 AM',
    });
  });

  it('sends only the fields of the chosen message type', () => {
    const values = testSmsInput.parse({ phoneNumber: '0412 345 678' });
    const prescription = testSmsPayload(values);
    expect(prescription).toEqual({
      phoneNumber: '0412 345 678',
      messageType: 'prescription',
      patientName: testSmsDefaults.patientName,
      doctorName: testSmsDefaults.doctorName,
      prescriptionId: testSmsDefaults.prescriptionId,
    });
    const appointment = testSmsPayload({ ...values, messageType: 'appointment' });
    expect(appointment).not.toHaveProperty('prescriptionId');
    expect(appointment).toMatchObject({ appointmentDate: '2025-05-10', appointmentTime: '10:00 AM' });
    expect(Object.keys(appointment).sort()).toEqual(
      ['phoneNumber', 'messageType', 'patientName', 'doctorName', ...testSmsTypeFields.appointment].sort(),
    );
    // The server reads a payload without the other type's fields.
    expect(testSmsInput.parse(appointment)).toMatchObject({ messageType: 'appointment' });
  });

  it('requires a phone number with the exact message', () => {
    for (const phoneNumber of ['', '   ', undefined]) {
      const result = testSmsInput.safeParse({ phoneNumber });
      expect(result.success ? null : firstFieldError(result.error)).toEqual({
        message: 'Phone number is required',
        field: 'phoneNumber',
      });
    }
    const bad = testSmsInput.safeParse({ phoneNumber: 'abc' });
    expect(bad.success ? null : firstFieldError(bad.error)?.message).toBe('Invalid phone number');
  });

  it('refuses what the server would refuse, with the exact message', () => {
    for (const phoneNumber of ['1300 123 456', '041234567', '0412 345 678 ext 2']) {
      const result = testSmsInput.safeParse({ phoneNumber });
      expect(result.success ? null : firstFieldError(result.error)?.message).toBe('Invalid phone number');
    }
  });

  it('words the toasts', () => {
    expect(testSmsSentMessage('+61412345678', 'ClickSend')).toBe(
      'Test SMS sent successfully to +61412345678 using ClickSend',
    );
    expect(testSmsFailedMessage({ message: '', error: null })).toBe('Failed to send test SMS');
    expect(testSmsFailedMessage({ message: 'Provider refused', error: 'invalid number' })).toBe(
      'Provider refused: invalid number',
    );
    expect(testSmsMessages).toMatchObject({
      successTitle: 'Success',
      failedTitle: 'SMS Sending Failed',
      errorTitle: 'Error',
      errorFallback: 'An error occurred',
    });
  });
});

describe('requiredIdsFor', () => {
  it('follows the table for the 13 testable templates', () => {
    expect(testEmailTemplates).toHaveLength(13);
    expect(requiredIdsFor('appointment_confirmation')).toEqual(['userId', 'appointmentId']);
    expect(requiredIdsFor('appointment_rescheduled_practitioner')).toEqual([
      'userId',
      'appointmentId',
      'previousAppointmentId',
    ]);
    expect(requiredIdsFor('practitioner_appointment_reminder')).toEqual(['practitionerId', 'appointmentIds']);
    expect(requiredIdsFor('prescription_payment_failed')).toEqual(['userId', 'prescriptionId']);
    expect(requiredIdsFor('assessment_declined')).toEqual(['userId', 'assessmentId']);
    expect(requiredIdsFor('promo_code_delivery')).toEqual(['userId']);
    expect(requiredIdsFor('password_reset')).toEqual([]);
    expect(requiredIdsFor('')).toEqual([]);
  });
});

describe('testEmailInput', () => {
  const base = { templateType: 'prescription', recipientEmail: 'ada@example.com' };

  function errorsOf(value: unknown) {
    const result = testEmailInput.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  }

  it('requires a template type and a valid recipient with the exact messages', () => {
    expect(errorsOf({ templateType: '', recipientEmail: 'nope' })).toEqual([
      ['templateType', 'Template type is required'],
      ['recipientEmail', 'Valid email is required'],
    ]);
  });

  it.each([
    ['appointment_confirmation', 'userId', 'User ID'],
    ['appointment_confirmation', 'appointmentId', 'Appointment ID'],
    ['appointment_rescheduled_patient', 'previousAppointmentId', 'Previous Appointment ID'],
    ['prescription_repeat_preparing', 'prescriptionId', 'Prescription ID'],
    ['assessment_complete', 'assessmentId', 'Assessment ID'],
    ['practitioner_appointment_reminder', 'practitionerId', 'Practitioner ID'],
  ])('%s: %s is required and digits only', (templateType, field, label) => {
    const filled = { userId: '1', appointmentId: '2', previousAppointmentId: '3', prescriptionId: '4' };
    const ids = { ...filled, assessmentId: '5', practitionerId: '6', appointmentIds: '7' };
    const missing = errorsOf({ ...base, ...ids, templateType, [field]: ' ' });
    expect(missing).toEqual([[field, `${label} is required`]]);
    const letters = errorsOf({ ...base, ...ids, templateType, [field]: '12a' });
    expect(letters).toEqual([[field, `${label} must be a number`]]);
  });

  it('quotes the five required-ID messages word for word', () => {
    expect(testEmailMessages.idRequired).toMatchObject({
      userId: 'User ID is required',
      appointmentId: 'Appointment ID is required',
      previousAppointmentId: 'Previous Appointment ID is required',
      prescriptionId: 'Prescription ID is required',
      assessmentId: 'Assessment ID is required',
    });
    expect(testEmailMessages.idNotNumber.userId).toBe('User ID must be a number');
  });

  it('checks the appointment IDs list of the practitioner reminder', () => {
    const template = { ...base, templateType: 'practitioner_appointment_reminder', practitionerId: '9' };
    expect(errorsOf({ ...template, appointmentIds: ' , ' })).toEqual([
      ['appointmentIds', 'Appointment IDs are required'],
    ]);
    expect(errorsOf({ ...template, appointmentIds: '1, two' })).toEqual([
      ['appointmentIds', 'Appointment IDs must be numbers separated by commas'],
    ]);
    expect(testEmailInput.parse({ ...template, appointmentIds: '12, 13,14' })).toEqual({
      templateType: 'practitioner_appointment_reminder',
      recipientEmail: 'ada@example.com',
      practitionerId: 9,
      appointmentIds: [12, 13, 14],
    });
  });

  it('sends the needed IDs as integers and drops the others', () => {
    expect(
      testEmailInput.parse({
        ...base,
        recipientEmail: ' Ada@Example.com ',
        userId: ' 42 ',
        prescriptionId: '7',
        assessmentId: 'ignored',
      }),
    ).toEqual({
      templateType: 'prescription',
      recipientEmail: 'ada@example.com',
      userId: 42,
      prescriptionId: 7,
    });
  });

  it('accepts the integers the client sends, so the server parses the same payload', () => {
    const wire = testEmailInput.parse({ ...base, userId: '42', prescriptionId: '7' });
    expect(testEmailInput.parse(wire)).toEqual(wire);
  });

  it('words the toasts', () => {
    expect(testEmailSentMessage('prescription', 'ada@example.com')).toBe(
      'Test email for Prescription Ready has been sent to ada@example.com',
    );
    expect(testEmailMessages.sentTitle).toBe('Test Email Sent');
    expect(testEmailMessages.failedFallback).toBe('Failed to send test email. Please try again.');
  });
});
