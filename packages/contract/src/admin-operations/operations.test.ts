import { describe, expect, it } from 'vitest';
import {
  adminAppointmentListQuery,
  adminAssessmentListQuery,
  assignAssessmentInput,
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
    expect(firstMessage(medicationInput.safeParse({ name: '  ', assessmentTypes: ['weight_loss'] }))).toBe(
      messages.nameRequired,
    );
    expect(
      medicationInput.parse({
        name: 'Tadalafil',
        genericName: ' ',
        description: '',
        assessmentTypes: ['erectile_dysfunction'],
      }),
    ).toEqual({
      name: 'Tadalafil',
      genericName: null,
      description: null,
      assessmentTypes: ['erectile_dysfunction'],
      isActive: true,
    });
  });

  it('names at least one assessment type it may be prescribed for, each once, in the types’ order', () => {
    for (const assessmentTypes of [undefined, [], ['hair_loss'], 'weight_loss'])
      expect(
        firstMessage(medicationInput.safeParse({ name: 'Orlistat', assessmentTypes })),
        JSON.stringify(assessmentTypes),
      ).toBe(messages.assessmentTypesRequired);
    expect(
      medicationInput.parse({
        name: 'Both',
        assessmentTypes: ['contraception', 'weight_loss', 'contraception'],
      }).assessmentTypes,
    ).toEqual(['weight_loss', 'contraception']);
  });
});

describe('an id in a body', () => {
  it('is a number or digits, and nothing else is taken for one', () => {
    expect(assignAssessmentInput.parse({ practitionerId: 7 }).practitionerId).toBe(7);
    expect(assignAssessmentInput.parse({ practitionerId: ' 7 ' }).practitionerId).toBe(7);
    for (const practitionerId of [true, false, null, undefined, '', '1e1', '0x1', 0, 1.5, [1], '2147483648'])
      expect(firstMessage(assignAssessmentInput.safeParse({ practitionerId })), String(practitionerId)).toBe(
        messages.practitionerId,
      );
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
