import { z } from 'zod';

/** The three assessment types. */
export const assessmentTypes = ['erectile_dysfunction', 'weight_loss', 'contraception'] as const;
export const assessmentType = z.enum(assessmentTypes, { error: 'Choose an assessment type.' });
export type AssessmentType = z.infer<typeof assessmentType>;

/** How the types are named to patients. */
export const assessmentTypeLabels: Record<AssessmentType, string> = {
  erectile_dysfunction: 'Erectile dysfunction',
  weight_loss: 'Weight loss',
  contraception: 'Contraception',
};

/** The word-for-word red-flag message. */
export const RED_FLAG_MESSAGE =
  "Based on your answers, online treatment isn't suitable for you. Please see your GP, or call 000 in an emergency.";

/** Where the red-flag stop sends a patient for care in person: the national health service finder. */
export const FIND_A_GP_LINK = {
  label: 'healthdirect: find a GP',
  href: 'https://www.healthdirect.gov.au/australian-health-services',
} as const;

/** One answer: a choice's value, several values, yes/no, a number or text. */
export const answerValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())], {
  error: 'Give an answer of the kind the question asks for.',
});
export type AnswerValue = z.infer<typeof answerValue>;
export type Answers = Record<string, AnswerValue>;

const option = z.object({ value: z.string(), label: z.string() });
export type QuestionOption = z.infer<typeof option>;

/**
 * A test on the answers so far. Every key given must hold (and). `question` names an earlier question;
 * `computed: 'bmi'` tests the BMI worked out from the questionnaire's height and weight instead.
 */
export const condition = z.object({
  question: z.string().optional(),
  computed: z.literal('bmi').optional(),
  equals: z.union([z.string(), z.number(), z.boolean()]).optional(),
  oneOf: z.array(z.string()).optional(),
  /** A multiple-choice answer contains this value. */
  includes: z.string().optional(),
  /** A multiple-choice answer contains at least one of these values. */
  includesAny: z.array(z.string()).optional(),
  lessThan: z.number().optional(),
  atLeast: z.number().optional(),
});
export type Condition = z.infer<typeof condition>;

const questionBase = {
  /** The answer's key: stable across versions while the question keeps its meaning. */
  id: z.string(),
  label: z.string(),
  hint: z.string().optional(),
  /** Questions are required unless marked optional. */
  optional: z.boolean().optional(),
  /** Shown (and its answer kept) only when every condition holds. */
  showIf: z.array(condition).optional(),
  /**
   * The answer is one a prescriber must see, and the review marks it 'Notable', when it is given and every
   * condition holds (an empty list: whenever it is given). See docs/product/assessments.md.
   */
  notableIf: z.array(condition).optional(),
};

export const question = z.discriminatedUnion('kind', [
  z.object({ ...questionBase, kind: z.literal('single'), options: z.array(option) }),
  z.object({
    ...questionBase,
    kind: z.literal('multiple'),
    options: z.array(option),
    /** An option that cannot be combined with others ('None of these'). */
    exclusive: z.string().optional(),
  }),
  z.object({ ...questionBase, kind: z.literal('yesNo') }),
  z.object({
    ...questionBase,
    kind: z.literal('number'),
    /** Shown beside the field and in its messages ('cm', 'kg', 'years'). */
    unit: z.string(),
    min: z.number(),
    max: z.number(),
    integer: z.boolean().optional(),
  }),
  z.object({ ...questionBase, kind: z.literal('shortText'), maxLength: z.number().int().positive() }),
  z.object({ ...questionBase, kind: z.literal('longText'), maxLength: z.number().int().positive() }),
]);
export type Question = z.infer<typeof question>;
export type QuestionKind = Question['kind'];

export const questionnaireStep = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  questions: z.array(question),
});
export type QuestionnaireStep = z.infer<typeof questionnaireStep>;

export const redFlag = z.object({
  id: z.string(),
  /** What the practitioner and the tests read; never shown to the patient as such. */
  reason: z.string(),
  when: z.array(condition),
  /** `decline`: the red-flag stop; `advise`: the patient is shown `advice` and goes on. */
  outcome: z.enum(['decline', 'advise']),
  advice: z.string().optional(),
});
export type RedFlag = z.infer<typeof redFlag>;

export const questionnaire = z.object({
  type: assessmentType,
  version: z.number().int().positive(),
  title: z.string(),
  steps: z.array(questionnaireStep),
  redFlags: z.array(redFlag),
  /** Where the BMI comes from, when the questionnaire computes one (shown live). */
  bmi: z.object({ heightQuestion: z.string(), weightQuestion: z.string() }).optional(),
});
export type Questionnaire = z.infer<typeof questionnaire>;
