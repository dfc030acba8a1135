import type { AssessmentType, Condition, Question, Questionnaire, QuestionOption } from './questionnaire';

const yesNoFollowUp = (id: string, label: string, maxLength = 500) =>
  ({ id, label, kind: 'longText', maxLength, showIf: [] }) as const;

const age = {
  id: 'age',
  label: 'How old are you?',
  kind: 'number',
  unit: 'years',
  min: 1,
  max: 120,
  integer: true,
} as const;

const bloodPressureOptions: QuestionOption[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'high_treated', label: 'High, and treated' },
  { value: 'high_untreated', label: 'High, not treated' },
  { value: 'low', label: 'Low' },
  { value: 'unknown', label: "I don't know" },
];

/** Any blood pressure but 'Normal' is one a prescriber must see (both the ED medicines and the combined pill care). */
const bloodPressureNotable: Condition[] = [
  { question: 'bloodPressure', oneOf: ['high_treated', 'high_untreated', 'low', 'unknown'] },
];

/** A yes that the prescriber must see. */
const notableWhenYes = (id: string): Condition[] => [{ question: id, equals: true }];

/** Other medicines and supplements, and which: a prescriber checks each against what they prescribe. */
const otherMedicinesQuestions = (hint?: string): Question[] => [
  {
    id: 'otherMedicines',
    label: 'Do you take any other medicines or supplements?',
    kind: 'yesNo',
    ...(hint ? { hint } : {}),
    notableIf: notableWhenYes('otherMedicines'),
  },
  {
    ...yesNoFollowUp('otherMedicinesList', 'Which medicines or supplements, and how much?'),
    showIf: [{ question: 'otherMedicines', equals: true }],
    notableIf: [],
  },
];

const anythingElse = {
  id: 'anythingElse',
  label: 'Is there anything else you would like your practitioner to know?',
  kind: 'longText',
  maxLength: 2000,
  optional: true,
} as const;

/** Erectile dysfunction, version 1. */
export const erectileDysfunctionQuestionnaire: Questionnaire = {
  type: 'erectile_dysfunction',
  version: 1,
  title: 'Erectile dysfunction assessment',
  steps: [
    {
      id: 'about',
      title: 'About you',
      questions: [age],
    },
    {
      id: 'symptoms',
      title: 'Your symptoms',
      questions: [
        {
          id: 'duration',
          label: 'How long have you had trouble getting or keeping an erection?',
          kind: 'single',
          options: [
            { value: 'under_3_months', label: 'Less than 3 months' },
            { value: '3_to_6_months', label: '3 to 6 months' },
            { value: 'over_6_months', label: 'More than 6 months' },
          ],
        },
        {
          id: 'frequency',
          label: 'How often does it happen?',
          kind: 'single',
          options: [
            { value: 'always', label: 'Every time' },
            { value: 'often', label: 'Often' },
            { value: 'sometimes', label: 'Sometimes' },
            { value: 'rarely', label: 'Rarely' },
          ],
        },
        { id: 'morningErections', label: 'Do you still have erections in the morning?', kind: 'yesNo' },
      ],
    },
    {
      id: 'heart',
      title: 'Heart health',
      questions: [
        {
          id: 'chestPainOnExertion',
          label: 'Do you get chest pain when you exert yourself, such as climbing stairs or during sex?',
          kind: 'yesNo',
          notableIf: notableWhenYes('chestPainOnExertion'),
        },
        {
          id: 'recentHeartAttackOrStroke',
          label: 'Have you had a heart attack or a stroke in the last 6 months?',
          kind: 'yesNo',
          notableIf: notableWhenYes('recentHeartAttackOrStroke'),
        },
        {
          id: 'bloodPressure',
          label: 'What is your blood pressure usually like?',
          kind: 'single',
          options: bloodPressureOptions,
          notableIf: bloodPressureNotable,
        },
      ],
    },
    {
      id: 'medicines',
      title: 'Medicines',
      questions: [
        {
          id: 'takesNitrates',
          label: 'Do you use a nitrate medicine for chest pain (a spray, patch or tablet under the tongue)?',
          kind: 'yesNo',
          notableIf: notableWhenYes('takesNitrates'),
        },
        {
          id: 'usesPoppers',
          label: "Do you use 'poppers' (amyl nitrite)?",
          kind: 'yesNo',
          notableIf: notableWhenYes('usesPoppers'),
        },
        ...otherMedicinesQuestions(),
        {
          id: 'allergies',
          label: 'Allergies to any medicine',
          kind: 'shortText',
          maxLength: 200,
          optional: true,
          notableIf: [],
        },
      ],
    },
    { id: 'more', title: 'Anything else', questions: [anythingElse] },
  ],
  redFlags: [
    { id: 'under_18', reason: 'Under 18', when: [{ question: 'age', lessThan: 18 }], outcome: 'decline' },
    {
      id: 'nitrates',
      reason: 'Takes nitrates',
      when: [{ question: 'takesNitrates', equals: true }],
      outcome: 'decline',
    },
    {
      id: 'poppers',
      reason: "Uses 'poppers' (amyl nitrite)",
      when: [{ question: 'usesPoppers', equals: true }],
      outcome: 'decline',
    },
    {
      id: 'chest_pain',
      reason: 'Chest pain on exertion',
      when: [{ question: 'chestPainOnExertion', equals: true }],
      outcome: 'decline',
    },
    {
      id: 'recent_heart_attack_or_stroke',
      reason: 'Heart attack or stroke in the last 6 months',
      when: [{ question: 'recentHeartAttackOrStroke', equals: true }],
      outcome: 'decline',
    },
  ],
};

/** Weight loss, version 2: version 1 did not ask about other medicines. */
export const weightLossQuestionnaire: Questionnaire = {
  type: 'weight_loss',
  version: 2,
  title: 'Weight loss assessment',
  bmi: { heightQuestion: 'heightCm', weightQuestion: 'weightKg' },
  steps: [
    {
      id: 'about',
      title: 'About you',
      questions: [
        age,
        {
          id: 'pregnancy',
          label: 'Are you pregnant, breastfeeding or planning a pregnancy?',
          kind: 'yesNo',
          notableIf: notableWhenYes('pregnancy'),
        },
      ],
    },
    {
      id: 'measurements',
      title: 'Height and weight',
      description: 'We work out your body mass index (BMI) from these.',
      questions: [
        { id: 'heightCm', label: 'Height', kind: 'number', unit: 'cm', min: 100, max: 250 },
        { id: 'weightKg', label: 'Weight', kind: 'number', unit: 'kg', min: 30, max: 350 },
      ],
    },
    {
      id: 'history',
      title: 'Your health',
      questions: [
        {
          id: 'eatingDisorder',
          label: 'Have you ever had an eating disorder, such as anorexia or bulimia?',
          kind: 'yesNo',
          notableIf: notableWhenYes('eatingDisorder'),
        },
        {
          id: 'conditions',
          label: 'Do you have any of these conditions?',
          kind: 'multiple',
          exclusive: 'none',
          options: [
            { value: 'type_2_diabetes', label: 'Type 2 diabetes' },
            { value: 'high_blood_pressure', label: 'High blood pressure' },
            { value: 'high_cholesterol', label: 'High cholesterol' },
            { value: 'sleep_apnoea', label: 'Sleep apnoea' },
            { value: 'none', label: 'None of these' },
          ],
          notableIf: [
            {
              question: 'conditions',
              includesAny: ['type_2_diabetes', 'high_blood_pressure', 'high_cholesterol', 'sleep_apnoea'],
            },
          ],
        },
        {
          id: 'previousAttempts',
          label: 'What have you tried before to lose weight?',
          kind: 'multiple',
          exclusive: 'nothing',
          options: [
            { value: 'diet', label: 'Diet' },
            { value: 'exercise', label: 'Exercise' },
            { value: 'program', label: 'A weight loss program' },
            { value: 'medicine', label: 'Medicine' },
            { value: 'nothing', label: 'Nothing yet' },
          ],
        },
        {
          ...yesNoFollowUp('previousMedicine', 'Which medicine, and how did it go?'),
          showIf: [{ question: 'previousAttempts', includes: 'medicine' }],
          notableIf: [],
        },
        ...otherMedicinesQuestions(),
      ],
    },
    { id: 'more', title: 'Anything else', questions: [anythingElse] },
  ],
  redFlags: [
    { id: 'under_18', reason: 'Under 18', when: [{ question: 'age', lessThan: 18 }], outcome: 'decline' },
    {
      id: 'pregnancy',
      reason: 'Pregnant, breastfeeding or planning a pregnancy',
      when: [{ question: 'pregnancy', equals: true }],
      outcome: 'decline',
    },
    {
      id: 'eating_disorder',
      reason: 'History of an eating disorder',
      when: [{ question: 'eatingDisorder', equals: true }],
      outcome: 'decline',
    },
    {
      id: 'bmi_under_27',
      reason: 'BMI under 27',
      when: [{ computed: 'bmi', lessThan: 27 }],
      outcome: 'decline',
    },
  ],
};

/** The combined pill's advice for a smoker aged 35 or over (advise, do not decline). */
export const PROGESTOGEN_ONLY_ADVICE =
  "Because you are 35 or over and smoke, the combined pill isn't suitable for you. Your practitioner will consider the progestogen-only pill instead.";

/** Contraception, version 2: version 1 did not ask about other medicines. */
export const contraceptionQuestionnaire: Questionnaire = {
  type: 'contraception',
  version: 2,
  title: 'Contraception assessment',
  steps: [
    {
      id: 'about',
      title: 'About you',
      questions: [
        age,
        {
          id: 'smoker',
          label: 'Do you smoke (including vaping nicotine)?',
          kind: 'yesNo',
          // Smoking from 35 rules out the combined pill.
          notableIf: [
            { question: 'smoker', equals: true },
            { question: 'age', atLeast: 35 },
          ],
        },
      ],
    },
    {
      id: 'method',
      title: 'Your contraception',
      questions: [
        {
          id: 'preferredMethod',
          label: 'Which pill are you interested in?',
          kind: 'single',
          options: [
            { value: 'combined_pill', label: 'The combined pill' },
            { value: 'progestogen_only_pill', label: 'The progestogen-only pill' },
            { value: 'not_sure', label: "I'm not sure" },
          ],
        },
        {
          id: 'currentMethod',
          label: 'What contraception do you use now?',
          kind: 'single',
          options: [
            { value: 'none', label: 'None' },
            { value: 'combined_pill', label: 'The combined pill' },
            { value: 'progestogen_only_pill', label: 'The progestogen-only pill' },
            { value: 'condoms', label: 'Condoms' },
            { value: 'other', label: 'Something else' },
          ],
        },
        {
          id: 'currentMethodOther',
          label: 'What do you use?',
          kind: 'shortText',
          maxLength: 200,
          showIf: [{ question: 'currentMethod', equals: 'other' }],
        },
      ],
    },
    {
      id: 'health',
      title: 'Your health',
      questions: [
        {
          id: 'bloodClots',
          label: 'Have you ever had a blood clot, such as in a leg (DVT) or a lung?',
          kind: 'yesNo',
          notableIf: notableWhenYes('bloodClots'),
        },
        {
          id: 'migraines',
          label: 'Do you get migraines?',
          kind: 'yesNo',
          notableIf: notableWhenYes('migraines'),
        },
        {
          id: 'migraineWithAura',
          label: 'Do you see or feel warning signs (an aura) before a migraine, such as flashing lights?',
          kind: 'yesNo',
          showIf: [{ question: 'migraines', equals: true }],
          notableIf: notableWhenYes('migraineWithAura'),
        },
        {
          id: 'bloodPressure',
          label: 'What is your blood pressure usually like?',
          kind: 'single',
          options: bloodPressureOptions,
          notableIf: bloodPressureNotable,
        },
        ...otherMedicinesQuestions('Some medicines and herbal remedies make the pill work less well.'),
      ],
    },
    { id: 'more', title: 'Anything else', questions: [anythingElse] },
  ],
  redFlags: [
    {
      id: 'blood_clots',
      reason: 'History of blood clots',
      when: [{ question: 'bloodClots', equals: true }],
      outcome: 'decline',
    },
    {
      id: 'migraine_with_aura',
      reason: 'Migraine with aura',
      when: [{ question: 'migraineWithAura', equals: true }],
      outcome: 'decline',
    },
    {
      id: 'smoker_35_combined_pill',
      reason: 'Aged 35 or over and smokes: combined pill not suitable',
      when: [
        { question: 'age', atLeast: 35 },
        { question: 'smoker', equals: true },
        { question: 'preferredMethod', equals: 'combined_pill' },
      ],
      outcome: 'advise',
      advice: PROGESTOGEN_ONLY_ADVICE,
    },
  ],
};

/** The current questionnaire of each type. */
export const questionnaires: Record<AssessmentType, Questionnaire> = {
  erectile_dysfunction: erectileDysfunctionQuestionnaire,
  weight_loss: weightLossQuestionnaire,
  contraception: contraceptionQuestionnaire,
};
