import { describe, expect, it } from 'vitest';
import {
  adminAppointmentListQuery,
  adminAssessmentListQuery,
  medicationInput,
  medicationVariantInput,
  adminOperationsMessages as messages,
  nextPrescriptionStatus,
  prescriptionPreviousStatus,
  prescriptionStatusInput,
} from './operations';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the prescription flow', () => {
  it('goes one step at a time and ends at delivered', () => {
    expect(nextPrescriptionStatus('preparing')).toBe('ready');
    expect(nextPrescriptionStatus('ready')).toBe('posted');
    expect(nextPrescriptionStatus('posted')).toBe('delivered');
    expect(nextPrescriptionStatus('delivered')).toBeNull();
    expect(prescriptionPreviousStatus.posted).toBe('ready');
    expect(prescriptionPreviousStatus.preparing).toBeNull();
  });

  it('requires a tracking number for posted only', () => {
    expect(firstMessage(prescriptionStatusInput.safeParse({ status: 'posted' }))).toBe(
      messages.trackingNumberRequired,
    );
    expect(firstMessage(prescriptionStatusInput.safeParse({ status: 'posted', trackingNumber: '  ' }))).toBe(
      messages.trackingNumberRequired,
    );
    expect(prescriptionStatusInput.safeParse({ status: 'ready' }).success).toBe(true);
    expect(
      prescriptionStatusInput.parse({ status: 'posted', trackingNumber: ' AP 123-456 ' }).trackingNumber,
    ).toBe('AP 123-456');
    expect(
      firstMessage(prescriptionStatusInput.safeParse({ status: 'posted', trackingNumber: 'AP<script>' })),
    ).toBe(messages.trackingNumberFormat);
    expect(firstMessage(prescriptionStatusInput.safeParse({ status: 'lost' }))).toBe(messages.status);
  });
});

describe('the variant form', () => {
  const valid = { medicationId: 1, strength: '50 mg', form: 'tablet', packSize: 8, priceCents: 3995 };

  it('accepts a variant and defaults it to active', () => {
    expect(medicationVariantInput.parse(valid).isActive).toBe(true);
  });

  it.each([
    [{ strength: ' ' }, messages.strengthRequired],
    [{ form: '' }, messages.formRequired],
    [{ packSize: 0 }, messages.packSize],
    [{ packSize: 1.5 }, messages.packSize],
    [{ priceCents: 0 }, messages.price],
    [{ priceCents: 1_000_001 }, messages.price],
    [{ medicationId: 0 }, messages.medicationId],
  ])('refuses %o with its message', (change, message) => {
    expect(firstMessage(medicationVariantInput.safeParse({ ...valid, ...change }))).toBe(message);
  });
});

describe('the medicine form', () => {
  it('requires a name and stores blank optional text as null', () => {
    expect(firstMessage(medicationInput.safeParse({ name: '  ' }))).toBe(messages.nameRequired);
    expect(medicationInput.parse({ name: 'Tadalafil', genericName: ' ', description: '' })).toEqual({
      name: 'Tadalafil',
      genericName: null,
      description: null,
      isActive: true,
    });
  });
});

describe('the list filters', () => {
  it('reads a practitioner id or none', () => {
    expect(adminAssessmentListQuery.parse({ practitionerId: '12' }).practitionerId).toBe(12);
    expect(adminAssessmentListQuery.parse({ practitionerId: 'none' }).practitionerId).toBe('none');
    expect(adminAssessmentListQuery.safeParse({ practitionerId: '0' }).success).toBe(false);
  });

  it('refuses an end date before the start date', () => {
    expect(firstMessage(adminAppointmentListQuery.safeParse({ from: '2026-03-05', to: '2026-03-04' }))).toBe(
      messages.dateRange,
    );
    expect(adminAppointmentListQuery.safeParse({ from: '2026-03-05', to: '2026-03-05' }).success).toBe(true);
  });
});
