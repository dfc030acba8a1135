import { describe, expect, it } from 'vitest';
import {
  approveAssessmentInput,
  contraceptionQuestionnaire as contraception,
  erectileDysfunctionQuestionnaire as ed,
  prescribingLimits,
  reviewHighlights,
  reviewMessages,
  weightLossQuestionnaire as weightLoss,
} from './index';

const item = { variantId: 3, instructions: 'Take one tablet daily.', quantity: 28, repeats: 2 };

/** The first problem of a body: its message and its path, as the server answers it. */
function firstIssue(body: unknown): { message: string; field: string } | null {
  const result = approveAssessmentInput.safeParse(body);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return { message: issue?.message ?? '', field: (issue?.path ?? []).join('.') };
}

describe('approveAssessmentInput', () => {
  it('accepts one to ten medicines, trimming the instructions and reading numbers sent as text', () => {
    const parsed = approveAssessmentInput.parse({
      items: [{ variantId: '3', instructions: '  Take one tablet daily. ', quantity: '28', repeats: '0' }],
    });
    expect(parsed.items).toEqual([
      { variantId: 3, instructions: 'Take one tablet daily.', quantity: 28, repeats: 0 },
    ]);
    const ten = Array.from({ length: prescribingLimits.maxItems }, (_, index) => ({
      ...item,
      variantId: index + 1,
    }));
    expect(approveAssessmentInput.safeParse({ items: ten }).success).toBe(true);
    expect(
      approveAssessmentInput.safeParse({ items: [{ ...item, quantity: 1000, repeats: 11 }] }).success,
    ).toBe(true);
  });

  it.each([
    ['no items', { items: [] }, reviewMessages.itemsRequired, 'items'],
    ['items missing', {}, reviewMessages.itemsRequired, 'items'],
    [
      'eleven items',
      { items: Array.from({ length: 11 }, (_, index) => ({ ...item, variantId: index + 1 })) },
      reviewMessages.tooManyItems,
      'items',
    ],
    [
      'no variant',
      { items: [{ ...item, variantId: undefined }] },
      reviewMessages.variantRequired,
      'items.0.variantId',
    ],
    [
      'variant 0',
      { items: [{ ...item, variantId: 0 }] },
      reviewMessages.variantRequired,
      'items.0.variantId',
    ],
    [
      'blank instructions',
      { items: [{ ...item, instructions: '   ' }] },
      reviewMessages.instructionsRequired,
      'items.0.instructions',
    ],
    [
      'no instructions',
      { items: [{ ...item, instructions: undefined }] },
      reviewMessages.instructionsRequired,
      'items.0.instructions',
    ],
    [
      'long instructions',
      { items: [{ ...item, instructions: 'x'.repeat(1001) }] },
      reviewMessages.instructionsTooLong,
      'items.0.instructions',
    ],
    ['quantity 0', { items: [{ ...item, quantity: 0 }] }, reviewMessages.quantity, 'items.0.quantity'],
    ['quantity 1001', { items: [{ ...item, quantity: 1001 }] }, reviewMessages.quantity, 'items.0.quantity'],
    ['quantity 1.5', { items: [{ ...item, quantity: 1.5 }] }, reviewMessages.quantity, 'items.0.quantity'],
    [
      'quantity text',
      { items: [{ ...item, quantity: 'lots' }] },
      reviewMessages.quantity,
      'items.0.quantity',
    ],
    ['repeats -1', { items: [{ ...item, repeats: -1 }] }, reviewMessages.repeats, 'items.0.repeats'],
    ['repeats 12', { items: [{ ...item, repeats: 12 }] }, reviewMessages.repeats, 'items.0.repeats'],
    [
      'the same variant twice',
      { items: [item, { ...item }] },
      reviewMessages.variantTwice,
      'items.1.variantId',
    ],
  ])('refuses %s with its message and field', (_name, body, message, field) => {
    expect(firstIssue(body)).toEqual({ message, field });
  });

  it('says the prescriber message word for word', () => {
    expect(reviewMessages.prescriberRequired).toBe(
      'Add your prescriber number and signature to your profile before prescribing.',
    );
    expect(reviewMessages.reasonRequired).toBe('A reason is required to decline an assessment');
  });
});

describe('reviewHighlights', () => {
  it('highlights nothing for answers that meet no red-flag condition', () => {
    expect(reviewHighlights(ed, { age: 44, takesNitrates: false })).toEqual({ flags: [], notable: [] });
  });

  it('names a red flag that holds and the answer behind it', () => {
    const highlights = reviewHighlights(ed, { age: 44, takesNitrates: true });
    expect(highlights.flags.map((flag) => flag.id)).toEqual(['nitrates']);
    expect(highlights.notable).toEqual(['takesNitrates']);
  });

  it('marks each answer that meets a condition, even when the whole flag does not hold', () => {
    const partly = reviewHighlights(contraception, {
      age: 36,
      smoker: false,
      preferredMethod: 'combined_pill',
    });
    expect(partly.flags).toEqual([]);
    expect(partly.notable).toEqual(['age', 'preferredMethod']);
    const whole = reviewHighlights(contraception, {
      age: 36,
      smoker: true,
      preferredMethod: 'combined_pill',
    });
    expect(whole.flags.map((flag) => [flag.id, flag.outcome])).toEqual([
      ['smoker_35_combined_pill', 'advise'],
    ]);
    expect(whole.notable).toEqual(['age', 'smoker', 'preferredMethod']);
  });

  it('marks the height and weight behind a BMI flag', () => {
    const highlights = reviewHighlights(weightLoss, { age: 40, heightCm: 180, weightKg: 70 });
    expect(highlights.flags.map((flag) => flag.id)).toContain('bmi_under_27');
    expect(highlights.notable).toEqual(expect.arrayContaining(['heightCm', 'weightKg']));
  });

  it('ignores answers to questions a condition hides', () => {
    // migraineWithAura is asked only when migraines is yes.
    const hidden = reviewHighlights(contraception, { age: 30, migraines: false, migraineWithAura: true });
    expect(hidden.flags).toEqual([]);
    expect(hidden.notable).not.toContain('migraineWithAura');
    const shown = reviewHighlights(contraception, { age: 30, migraines: true, migraineWithAura: true });
    expect(shown.flags.map((flag) => flag.id)).toEqual(['migraine_with_aura']);
    expect(shown.notable).toEqual(['migraineWithAura']);
  });
});
