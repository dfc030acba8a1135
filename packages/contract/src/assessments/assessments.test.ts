import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  answerTextLength,
  assessmentMessages,
  bmiOf,
  computeBmi,
  contraceptionQuestionnaire as contraception,
  erectileDysfunctionQuestionnaire as ed,
  evaluateRedFlags,
  FIND_A_GP_LINK,
  findStep,
  firstFlaggedStep,
  firstIncompleteStep,
  isQuestionVisible,
  mergeStepAnswers,
  PROGESTOGEN_ONLY_ADVICE,
  questionnaire,
  questionnaires,
  RED_FLAG_MESSAGE,
  validateAll,
  validateAnswer,
  validateStep,
  visibleAnswers,
  visibleQuestions,
  visibleSteps,
  weightLossQuestionnaire as weightLoss,
} from './index';
import { completeContraception, completeEd, completeWeightLoss } from './sample-answers';

const step = (q: typeof ed, id: string) => {
  const found = findStep(q, id);
  if (!found) throw new Error(`no step ${id}`);
  return found;
};
const questionOf = (q: typeof ed, id: string) => {
  const found = q.steps.flatMap((s) => s.questions).find((item) => item.id === id);
  if (!found) throw new Error(`no question ${id}`);
  return found;
};

describe('the questionnaires as data', () => {
  it('has one per type, versioned, and each parses as a questionnaire with unique question ids', () => {
    for (const [type, item] of Object.entries(questionnaires)) {
      expect(item.type).toBe(type);
      expect(item.version).toBeGreaterThanOrEqual(1);
      expect(() => questionnaire.parse(item)).not.toThrow();
      const ids = item.steps.flatMap((s) => s.questions.map((q) => q.id));
      expect(new Set(ids).size).toBe(ids.length);
      // showIf only refers to earlier questions.
      ids.forEach((id, index) => {
        const q = questionOf(item, id);
        for (const c of q.showIf ?? []) expect(ids.slice(0, index)).toContain(c.question);
      });
    }
  });

  it('uses every question kind', () => {
    const kinds = new Set(
      Object.values(questionnaires).flatMap((q) => q.steps.flatMap((s) => s.questions.map((x) => x.kind))),
    );
    expect([...kinds].sort()).toEqual(['longText', 'multiple', 'number', 'shortText', 'single', 'yesNo']);
  });

  it('keeps the red-flag message word for word', () => {
    expect(RED_FLAG_MESSAGE).toBe(
      "Based on your answers, online treatment isn't suitable for you. Please see your GP, or call 000 in an emergency.",
    );
  });
});

describe('showIf', () => {
  it('shows a follow-up only when the earlier answer matches', () => {
    const medicines = step(ed, 'medicines');
    expect(visibleQuestions(ed, medicines, { otherMedicines: false }).map((q) => q.id)).not.toContain(
      'otherMedicinesList',
    );
    expect(visibleQuestions(ed, medicines, { otherMedicines: true }).map((q) => q.id)).toContain(
      'otherMedicinesList',
    );
    const list = questionOf(weightLoss, 'previousMedicine');
    expect(isQuestionVisible(weightLoss, list, { previousAttempts: ['diet'] })).toBe(false);
    expect(isQuestionVisible(weightLoss, list, { previousAttempts: ['diet', 'medicine'] })).toBe(true);
  });

  it('drops hidden answers, and answers to unknown questions', () => {
    expect(visibleAnswers(contraception, { migraines: false, migraineWithAura: true, stray: 'x' })).toEqual({
      migraines: false,
    });
  });

  it('ignores a hidden answer when validating, and for red flags', () => {
    const health = step(contraception, 'health');
    expect(
      validateStep(contraception, health, {
        bloodClots: false,
        migraines: false,
        bloodPressure: 'low',
        otherMedicines: false,
      }),
    ).toEqual([]);
    expect(
      evaluateRedFlags(contraception, { ...completeContraception, migraines: false, migraineWithAura: true })
        .declined,
    ).toEqual([]);
  });

  it('hides a step whose questions are all hidden; every step is visible here', () => {
    expect(visibleSteps(ed, {}).map((s) => s.id)).toEqual([
      'about',
      'symptoms',
      'heart',
      'medicines',
      'more',
    ]);
  });
});

describe('validation with per-field messages', () => {
  it('requires shown questions, each kind in its own words', () => {
    expect(validateStep(ed, step(ed, 'symptoms'), {})).toEqual([
      { questionId: 'duration', message: assessmentMessages.chooseOne },
      { questionId: 'frequency', message: assessmentMessages.chooseOne },
      { questionId: 'morningErections', message: 'Choose Yes or No.' },
    ]);
    expect(validateAnswer(questionOf(weightLoss, 'conditions'), [])).toBe('Choose at least one option.');
    expect(validateAnswer(questionOf(ed, 'age'), undefined)).toBe('Enter a number.');
    expect(validateAnswer(questionOf(contraception, 'currentMethodOther'), '  ')).toBe(
      'Answer this question.',
    );
    expect(validateAnswer(questionOf(ed, 'anythingElse'), undefined)).toBeNull();
  });

  it('holds numbers to their bounds and whole numbers where asked', () => {
    const height = questionOf(weightLoss, 'heightCm');
    expect(validateAnswer(height, 99)).toBe('Enter a number from 100 to 250 cm.');
    expect(validateAnswer(height, 251)).toBe('Enter a number from 100 to 250 cm.');
    expect(validateAnswer(height, 100)).toBeNull();
    expect(validateAnswer(height, 250)).toBeNull();
    expect(validateAnswer(height, 170.5)).toBeNull();
    expect(validateAnswer(height, '170')).toBe('Enter a number.');
    expect(validateAnswer(height, Number.NaN)).toBe('Enter a number.');
    expect(validateAnswer(questionOf(ed, 'age'), 40.5)).toBe('Enter a whole number.');
    expect(validateAnswer(questionOf(ed, 'age'), 0)).toBe('Enter a number from 1 to 120 years.');
  });

  it('refuses options that do not exist, wrong types, an exclusive option combined and text too long', () => {
    expect(validateAnswer(questionOf(ed, 'duration'), 'forever')).toBe('Choose one of the options.');
    expect(validateAnswer(questionOf(ed, 'morningErections'), 'yes')).toBe('Choose Yes or No.');
    expect(validateAnswer(questionOf(weightLoss, 'conditions'), ['sleep_apnoea', 'none'])).toBe(
      '"None of these" cannot be combined with other options.',
    );
    expect(validateAnswer(questionOf(weightLoss, 'conditions'), ['gout'])).toBe('Choose one of the options.');
    expect(validateAnswer(questionOf(ed, 'allergies'), 'x'.repeat(201))).toBe('Use 200 characters or fewer.');
    expect(validateAnswer(questionOf(ed, 'allergies'), 'x'.repeat(200))).toBeNull();
  });

  it('counts text as the characters stored: trimmed, an emoji as one', () => {
    expect(answerTextLength('  Penicillin ')).toBe(10);
    expect(answerTextLength('🙂'.repeat(200))).toBe(200);
    expect(validateAnswer(questionOf(ed, 'allergies'), `${'🙂'.repeat(200)}  `)).toBeNull();
    expect(validateAnswer(questionOf(ed, 'allergies'), 'x'.repeat(201))).toBe(
      assessmentMessages.tooLong(200),
    );
    expect(assessmentMessages.tooLong(200)).toContain('200');
  });

  it('finds the first step to resume at, or none when complete', () => {
    expect(firstIncompleteStep(ed, {})?.id).toBe('about');
    expect(firstIncompleteStep(ed, { age: 40 })?.id).toBe('symptoms');
    expect(firstIncompleteStep(ed, completeEd)).toBeNull();
    expect(validateAll(ed, completeEd)).toEqual([]);
    expect(firstIncompleteStep(ed, { ...completeEd, otherMedicines: true })?.id).toBe('medicines');
  });
});

describe('mergeStepAnswers (the server rule for saving a step)', () => {
  it('merges, trims text and drops answers a changed answer hides', () => {
    const result = mergeStepAnswers(
      contraception,
      { age: 30, smoker: false, currentMethod: 'other', currentMethodOther: 'Ring' },
      { preferredMethod: 'not_sure', currentMethod: 'none' },
    );
    expect(result).toEqual({
      ok: true,
      answers: { age: 30, smoker: false, preferredMethod: 'not_sure', currentMethod: 'none' },
    });
  });

  it('names the first bad field, and refuses unknown questions', () => {
    expect(mergeStepAnswers(weightLoss, {}, { heightCm: 90, weightKg: 80 })).toEqual({
      ok: false,
      error: { questionId: 'heightCm', message: 'Enter a number from 100 to 250 cm.' },
    });
    expect(mergeStepAnswers(ed, {}, { shoeSize: 9 })).toEqual({
      ok: false,
      error: { questionId: 'shoeSize', message: 'This question is not part of the questionnaire.' },
    });
  });
});

describe('BMI', () => {
  it('is kg / m² to one decimal, null until both are numbers', () => {
    expect(computeBmi(178, 104)).toBe(32.8);
    expect(computeBmi(180, 87.4)).toBe(27);
    expect(computeBmi(180, undefined)).toBeNull();
    expect(computeBmi(0, 80)).toBeNull();
    expect(bmiOf(weightLoss, { heightCm: 160, weightKg: 64 })).toBe(25);
    expect(bmiOf(ed, { heightCm: 160, weightKg: 64 })).toBeNull();
  });

  it('comes only from valid answers: none for a weight or height the form refuses', () => {
    expect(bmiOf(weightLoss, { heightCm: 178, weightKg: 400 })).toBeNull();
    expect(bmiOf(weightLoss, { heightCm: 178, weightKg: 350 })).toBe(110.5);
    expect(bmiOf(weightLoss, { heightCm: 90, weightKg: 80 })).toBeNull();
    expect(bmiOf(weightLoss, { heightCm: 178, weightKg: Number.NaN })).toBeNull();
  });
});

const declinedIds = (q: typeof ed, answers: Record<string, unknown>) =>
  evaluateRedFlags(q, answers as never).declined.map((flag) => flag.id);

describe('red flags', () => {
  it('none for complete, ordinary answers', () => {
    expect(evaluateRedFlags(ed, completeEd)).toEqual({ declined: [], advice: [] });
    expect(evaluateRedFlags(weightLoss, completeWeightLoss)).toEqual({ declined: [], advice: [] });
    expect(evaluateRedFlags(contraception, completeContraception)).toEqual({ declined: [], advice: [] });
  });

  it('erectile dysfunction: under 18, nitrates, poppers, chest pain on exertion, heart attack or stroke', () => {
    expect(declinedIds(ed, { ...completeEd, age: 17 })).toEqual(['under_18']);
    expect(declinedIds(ed, { ...completeEd, age: 18 })).toEqual([]);
    expect(declinedIds(ed, { ...completeEd, takesNitrates: true })).toEqual(['nitrates']);
    expect(declinedIds(ed, { ...completeEd, usesPoppers: true })).toEqual(['poppers']);
    expect(declinedIds(ed, { ...completeEd, chestPainOnExertion: true })).toEqual(['chest_pain']);
    expect(declinedIds(ed, { ...completeEd, recentHeartAttackOrStroke: true })).toEqual([
      'recent_heart_attack_or_stroke',
    ]);
    // A flag counts as soon as it is answered, before the rest.
    expect(declinedIds(ed, { age: 16 })).toEqual(['under_18']);
  });

  it('weight loss: under 18, pregnancy, eating disorder, BMI under 27', () => {
    expect(declinedIds(weightLoss, { ...completeWeightLoss, age: 17 })).toEqual(['under_18']);
    expect(declinedIds(weightLoss, { ...completeWeightLoss, pregnancy: true })).toEqual(['pregnancy']);
    expect(declinedIds(weightLoss, { ...completeWeightLoss, eatingDisorder: true })).toEqual([
      'eating_disorder',
    ]);
    expect(declinedIds(weightLoss, { ...completeWeightLoss, heightCm: 180, weightKg: 87 })).toEqual([
      'bmi_under_27',
    ]);
    expect(declinedIds(weightLoss, { ...completeWeightLoss, heightCm: 180, weightKg: 87.5 })).toEqual([]);
    // Out-of-range numbers are errors, not flags.
    expect(declinedIds(weightLoss, { ...completeWeightLoss, heightCm: 999 })).toEqual([]);
  });

  it('contraception: blood clots, migraine with aura; 35+ smoker on the combined pill is advised, not declined', () => {
    expect(declinedIds(contraception, { ...completeContraception, bloodClots: true })).toEqual([
      'blood_clots',
    ]);
    expect(
      declinedIds(contraception, { ...completeContraception, migraines: true, migraineWithAura: true }),
    ).toEqual(['migraine_with_aura']);
    expect(
      declinedIds(contraception, { ...completeContraception, migraines: true, migraineWithAura: false }),
    ).toEqual([]);
    const smoker35 = { ...completeContraception, age: 35, smoker: true };
    expect(evaluateRedFlags(contraception, smoker35)).toEqual({
      declined: [],
      advice: [PROGESTOGEN_ONLY_ADVICE],
    });
    expect(evaluateRedFlags(contraception, { ...smoker35, age: 34 }).advice).toEqual([]);
    expect(
      evaluateRedFlags(contraception, { ...smoker35, preferredMethod: 'progestogen_only_pill' }).advice,
    ).toEqual([]);
  });
});

describe('firstFlaggedStep (where changed answers and a flagged draft open)', () => {
  it('is the first step holding an answer behind a decline flag, or null', () => {
    expect(firstFlaggedStep(ed, completeEd)).toBeNull();
    expect(firstFlaggedStep(ed, { ...completeEd, takesNitrates: true })?.id).toBe('medicines');
    expect(firstFlaggedStep(ed, { ...completeEd, age: 17, usesPoppers: true })?.id).toBe('about');
    expect(firstFlaggedStep(weightLoss, { ...completeWeightLoss, weightKg: 70 })?.id).toBe('measurements');
    // The advice for a smoker from 35 on the combined pill is not a stop.
    expect(firstFlaggedStep(contraception, { ...completeContraception, age: 40, smoker: true })).toBeNull();
  });

  it('the stop screen links to the national service finder', () => {
    expect(FIND_A_GP_LINK).toEqual({
      label: 'healthdirect: find a GP',
      href: 'https://www.healthdirect.gov.au/australian-health-services',
    });
  });
});

describe('amountToCents', () => {
  it('reads a setting amount', () => {
    expect(amountToCents('20.00')).toBe(2000);
    expect(amountToCents('20')).toBe(2000);
    expect(amountToCents('.5')).toBe(50);
    expect(amountToCents('19.9')).toBe(1990);
    expect(amountToCents('abc')).toBeNull();
    expect(amountToCents('')).toBeNull();
  });
});
