import { describe, expect, it } from 'vitest';
import { firstFieldError } from '../validation';
import {
  appointmentDurationInput,
  appointmentSettingsMessages,
  validateAppointmentDuration,
} from './appointment-settings';

describe('validateAppointmentDuration', () => {
  it.each([
    [4, 1, 'Duration must be at least 5 minutes'],
    [61, 1, 'Duration cannot exceed 60 minutes'],
    [20, 4, 'Duration × limit (20 × 4 = 80) exceeds 60 minutes limit'],
    [16, 4, 'Duration × limit (16 × 4 = 64) exceeds 60 minutes limit'],
  ])('refuses %i minutes at %i an hour', (duration, limit, message) => {
    expect(validateAppointmentDuration(duration, limit)).toBe(message);
  });

  it('accepts the bounds and a full hour', () => {
    expect(validateAppointmentDuration(5, 12)).toBeNull();
    expect(validateAppointmentDuration(60, 1)).toBeNull();
    expect(validateAppointmentDuration(15, 4)).toBeNull();
    expect(appointmentSettingsMessages.valid).toBe('Settings are valid and within constraints');
  });

  it('refuses fractions and non-numbers', () => {
    expect(validateAppointmentDuration(7.5, 1)).toBe('Duration must be a whole number of minutes');
    expect(validateAppointmentDuration(Number.NaN, 1)).toBe('Duration must be a whole number of minutes');
  });
});

describe('appointmentDurationInput', () => {
  it('carries the bounds with the same messages', () => {
    const low = appointmentDurationInput.safeParse({ appointmentDuration: 3 });
    expect(low.success ? null : firstFieldError(low.error)).toEqual({
      message: 'Duration must be at least 5 minutes',
      field: 'appointmentDuration',
    });
    const high = appointmentDurationInput.safeParse({ appointmentDuration: 90 });
    expect(high.success ? null : firstFieldError(high.error)?.message).toBe(
      'Duration cannot exceed 60 minutes',
    );
  });

  it('quotes the toasts', () => {
    expect(appointmentSettingsMessages).toMatchObject({
      validationErrorTitle: 'Validation Error',
      updatedTitle: 'Settings Updated',
      updated: 'Appointment duration updated successfully for practitioner.',
      updateFailedTitle: 'Update Failed',
      updateFailed: 'Failed to update appointment duration',
      loadFailed: 'Failed to load appointment settings. Please try again.',
    });
  });
});
