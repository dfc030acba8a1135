import { describe, expect, it } from 'vitest';
import {
  approveAssessmentInput,
  contraceptionQuestionnaire as contraception,
  erectileDysfunctionQuestionnaire as ed,
  prescribableFor,
  prescribingLimits,
  prescribingRefusals,
  reviewHighlights,
  reviewMessages,
  weightLossQuestionnaire as weightLoss,
} from './index';
import { completeContraception, completeEd, completeWeightLoss } from './sample-answers';

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

  it('marks the answers behind a flag that holds, not a lone condition of it (a 36-year-old non-smoker)', () => {
    const partly = reviewHighlights(contraception, {
      age: 36,
      smoker: false,
      preferredMethod: 'combined_pill',
    });
    expect(partly.flags).toEqual([]);
    expect(partly.notable).toEqual([]);
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
    // Migraines are notable themselves (the combined pill), the aura is the flag.
    expect(shown.notable).toEqual(['migraines', 'migraineWithAura']);
  });
});

describe('notable answers, from each questionnaire’s data', () => {
  it('erectile dysfunction: treated high blood pressure, other medicines (atorvastatin) and allergies', () => {
    expect(reviewHighlights(ed, completeEd)).toEqual({ flags: [], notable: [] });
    const highlights = reviewHighlights(ed, {
      ...completeEd,
      bloodPressure: 'high_treated',
      otherMedicines: true,
      otherMedicinesList: 'Atorvastatin 40 mg daily',
      allergies: 'Penicillin',
    });
    expect(highlights.flags).toEqual([]);
    expect(highlights.notable).toEqual([
      'bloodPressure',
      'otherMedicines',
      'otherMedicinesList',
      'allergies',
    ]);
    // An optional answer left empty is not notable.
    expect(reviewHighlights(ed, { ...completeEd, allergies: '  ' }).notable).toEqual([]);
  });

  it('weight loss: conditions of the heart and metabolism, an earlier weight-loss medicine, other medicines', () => {
    const base = completeWeightLoss;
    expect(reviewHighlights(weightLoss, base).notable).toEqual([]);
    expect(
      reviewHighlights(weightLoss, {
        ...base,
        conditions: ['high_blood_pressure'],
        previousAttempts: ['medicine'],
        previousMedicine: 'Orlistat for 3 months',
        otherMedicines: true,
        otherMedicinesList: 'Metformin',
      }).notable,
    ).toEqual(['conditions', 'previousMedicine', 'otherMedicines', 'otherMedicinesList']);
  });

  it('contraception: smoking from 35 (whatever pill), blood pressure, migraines, other medicines', () => {
    const base = {
      ...completeContraception,
      age: 29,
      smoker: true,
      preferredMethod: 'progestogen_only_pill',
    };
    expect(reviewHighlights(contraception, base).notable).toEqual([]);
    expect(reviewHighlights(contraception, { ...base, age: 35 }).notable).toEqual(['smoker']);
    expect(
      reviewHighlights(contraception, {
        ...base,
        smoker: false,
        migraines: true,
        migraineWithAura: false,
        bloodPressure: 'high_untreated',
        otherMedicines: true,
        otherMedicinesList: "St John's wort",
      }).notable,
    ).toEqual(['migraines', 'bloodPressure', 'otherMedicines', 'otherMedicinesList']);
  });

  it('every questionnaire asks about other medicines and marks a yes, and every notable rule reads real questions', () => {
    for (const item of [ed, weightLoss, contraception]) {
      const questions = item.steps.flatMap((step) => step.questions);
      const ids = questions.map((question) => question.id);
      expect(questions.find((question) => question.id === 'otherMedicines')?.notableIf).toEqual([
        { question: 'otherMedicines', equals: true },
      ]);
      for (const question of questions)
        for (const condition of question.notableIf ?? []) expect(ids).toContain(condition.question);
    }
  });
});

describe('prescribableFor', () => {
  const catalogue = [
    { name: 'Sildenafil', assessmentTypes: ['erectile_dysfunction' as const] },
    { name: 'Orlistat', assessmentTypes: ['weight_loss' as const] },
    { name: 'The pill', assessmentTypes: ['contraception' as const] },
    { name: 'Not yet set', assessmentTypes: [] },
  ];

  it('offers only the medicines named for the assessment type, and none whose types are unset', () => {
    expect(prescribableFor(catalogue, 'erectile_dysfunction').map((m) => m.name)).toEqual(['Sildenafil']);
    expect(prescribableFor(catalogue, 'weight_loss').map((m) => m.name)).toEqual(['Orlistat']);
    expect(prescribableFor(catalogue, 'contraception').map((m) => m.name)).toEqual(['The pill']);
  });

  it('refuses in the words of the issue', () => {
    expect(reviewMessages.wrongAssessmentType).toBe(
      'This medicine is not prescribed for this assessment type.',
    );
  });
});

describe('prescribingRefusals', () => {
  const ready = {
    prescriberNumber: '2345678',
    hasSignature: true,
    ahpraNumber: 'MED0001234567',
    practiceAddress: 'Level 3, 88 Pitt Street, Sydney NSW 2000',
    practicePhone: '+61290000001',
  };

  it('is empty when the practitioner can prescribe', () => {
    expect(prescribingRefusals(ready)).toEqual([]);
  });

  it('names what is missing, and only that', () => {
    expect(prescribingRefusals({ ...ready, hasSignature: false })).toEqual([
      'Add your prescriber number and signature to your profile before prescribing.',
    ]);
    expect(prescribingRefusals({ ...ready, prescriberNumber: ' ' })).toEqual([
      reviewMessages.prescriberRequired,
    ]);
    expect(prescribingRefusals({ ...ready, practicePhone: null })).toEqual([
      'Add your practice phone to your profile before prescribing.',
    ]);
    expect(prescribingRefusals({ ...ready, ahpraNumber: '', practiceAddress: null })).toEqual([
      'Add your AHPRA registration number and practice address to your profile before prescribing.',
    ]);
    expect(
      prescribingRefusals({ ...ready, ahpraNumber: null, practiceAddress: null, practicePhone: null }),
    ).toEqual([reviewMessages.practiceRequired]);
  });

  it('puts the prescriber number and signature first when both kinds are missing', () => {
    expect(prescribingRefusals({ ...ready, hasSignature: false, practiceAddress: null })).toEqual([
      reviewMessages.prescriberRequired,
      'Add your practice address to your profile before prescribing.',
    ]);
  });
});
