import {
  type Answers,
  type AnswerValue,
  type Condition,
  type Question,
  type Questionnaire,
  type QuestionnaireStep,
  RED_FLAG_MESSAGE,
  type RedFlag,
} from './questionnaire';

/** Per-field messages: the client shows them under the field, the server answers 400 with the same words. */
export const assessmentMessages = {
  chooseOne: 'Choose an answer.',
  chooseAtLeastOne: 'Choose at least one option.',
  chooseYesOrNo: 'Choose Yes or No.',
  invalidOption: 'Choose one of the options.',
  exclusiveOption: (label: string) => `"${label}" cannot be combined with other options.`,
  enterNumber: 'Enter a number.',
  wholeNumber: 'Enter a whole number.',
  numberRange: (min: number, max: number, unit: string) => `Enter a number from ${min} to ${max} ${unit}.`,
  required: 'Answer this question.',
  tooLong: (max: number) => `Use ${max} characters or fewer.`,
  unknownQuestion: 'This question is not part of the questionnaire.',
  incomplete: 'Answer every question before you submit.',
  notFound: 'Assessment not found',
  notDraft: 'This assessment has already been submitted and can no longer be changed.',
  /** 'Change my answers' on anything but a red-flag stop. */
  notReopenable: 'Only an assessment stopped by its answers can be changed and started again.',
  /** 'Change my answers' while another draft of the type is open (one open draft per type). */
  draftInProgress: 'You already have an assessment of this type in progress. Continue that one instead.',
  patientsOnly: 'Only patients can take an assessment.',
  redFlag: RED_FLAG_MESSAGE,
} as const;

/** Body mass index, kg / m², to one decimal; null unless both are positive numbers. */
export function computeBmi(heightCm: unknown, weightKg: unknown): number | null {
  if (typeof heightCm !== 'number' || typeof weightKg !== 'number') return null;
  if (!(heightCm > 0) || !(weightKg > 0) || !Number.isFinite(heightCm) || !Number.isFinite(weightKg))
    return null;
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

/**
 * The BMI of a questionnaire's answers, when it computes one and both height and weight are valid answers: a
 * weight the form refuses (400 kg) gives no BMI, so none is shown beside its error.
 */
export function bmiOf(questionnaire: Questionnaire, answers: Answers): number | null {
  if (!questionnaire.bmi) return null;
  const { heightQuestion, weightQuestion } = questionnaire.bmi;
  const questions = allQuestions(questionnaire);
  for (const id of [heightQuestion, weightQuestion]) {
    const item = questions.find((candidate) => candidate.id === id);
    if (!item || answers[id] === undefined || validateAnswer(item, answers[id]) !== null) return null;
  }
  return computeBmi(answers[heightQuestion], answers[weightQuestion]);
}

/** Whether one condition holds. An unanswered question holds no condition. */
export function conditionHolds(
  questionnaire: Questionnaire,
  condition: Condition,
  answers: Answers,
): boolean {
  const value: AnswerValue | null | undefined =
    condition.computed === 'bmi'
      ? bmiOf(questionnaire, answers)
      : condition.question !== undefined
        ? answers[condition.question]
        : undefined;
  if (value === undefined || value === null) return false;
  if (condition.equals !== undefined && value !== condition.equals) return false;
  if (condition.oneOf !== undefined && !(typeof value === 'string' && condition.oneOf.includes(value)))
    return false;
  if (condition.includes !== undefined && !(Array.isArray(value) && value.includes(condition.includes)))
    return false;
  if (
    condition.includesAny !== undefined &&
    !(Array.isArray(value) && condition.includesAny.some((option) => value.includes(option)))
  )
    return false;
  if (condition.lessThan !== undefined && !(typeof value === 'number' && value < condition.lessThan))
    return false;
  if (condition.atLeast !== undefined && !(typeof value === 'number' && value >= condition.atLeast))
    return false;
  return true;
}

const allHold = (questionnaire: Questionnaire, conditions: Condition[] | undefined, answers: Answers) =>
  (conditions ?? []).every((item) => conditionHolds(questionnaire, item, answers));

export function allQuestions(questionnaire: Questionnaire): Question[] {
  return questionnaire.steps.flatMap((step) => step.questions);
}

/**
 * The answers that count: those to known questions that are shown, in questionnaire order. A question whose
 * `showIf` fails is hidden and its answer dropped, so later conditions never see a stale answer.
 */
export function visibleAnswers(questionnaire: Questionnaire, answers: Answers): Answers {
  const kept: Answers = {};
  for (const item of allQuestions(questionnaire)) {
    const value = answers[item.id];
    if (value === undefined) continue;
    if (!allHold(questionnaire, item.showIf, kept)) continue;
    kept[item.id] = value;
  }
  return kept;
}

/** Whether a question is shown given the answers (conditions read the visible answers only). */
export function isQuestionVisible(questionnaire: Questionnaire, item: Question, answers: Answers): boolean {
  return allHold(questionnaire, item.showIf, visibleAnswers(questionnaire, answers));
}

/** The questions of a step that are shown given the answers. */
export function visibleQuestions(
  questionnaire: Questionnaire,
  step: QuestionnaireStep,
  answers: Answers,
): Question[] {
  const visible = visibleAnswers(questionnaire, answers);
  return step.questions.filter((item) => allHold(questionnaire, item.showIf, visible));
}

/** The steps with at least one question shown. */
export function visibleSteps(questionnaire: Questionnaire, answers: Answers): QuestionnaireStep[] {
  return questionnaire.steps.filter((step) => visibleQuestions(questionnaire, step, answers).length > 0);
}

export function findStep(questionnaire: Questionnaire, stepId: string): QuestionnaireStep | undefined {
  return questionnaire.steps.find((step) => step.id === stepId);
}

const isEmpty = (value: AnswerValue | undefined) =>
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The length a text answer is held to: characters (code points, so an emoji is one) after trimming, as stored. The
 * form's count-down and the server's limit both use it.
 */
export function answerTextLength(value: string): number {
  return Array.from(value.trim()).length;
}

/** The message for one answer to one question, or null when it is acceptable. */
export function validateAnswer(item: Question, value: AnswerValue | undefined): string | null {
  if (isEmpty(value)) {
    if (item.optional) return null;
    switch (item.kind) {
      case 'single':
        return assessmentMessages.chooseOne;
      case 'multiple':
        return assessmentMessages.chooseAtLeastOne;
      case 'yesNo':
        return assessmentMessages.chooseYesOrNo;
      case 'number':
        return assessmentMessages.enterNumber;
      default:
        return assessmentMessages.required;
    }
  }
  switch (item.kind) {
    case 'single':
      return typeof value === 'string' && item.options.some((choice) => choice.value === value)
        ? null
        : assessmentMessages.invalidOption;
    case 'multiple': {
      if (!Array.isArray(value) || !value.every((v) => item.options.some((choice) => choice.value === v)))
        return assessmentMessages.invalidOption;
      if (new Set(value).size !== value.length) return assessmentMessages.invalidOption;
      if (item.exclusive && value.length > 1 && value.includes(item.exclusive)) {
        const label = item.options.find((choice) => choice.value === item.exclusive)?.label ?? item.exclusive;
        return assessmentMessages.exclusiveOption(label);
      }
      return null;
    }
    case 'yesNo':
      return typeof value === 'boolean' ? null : assessmentMessages.chooseYesOrNo;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return assessmentMessages.enterNumber;
      if (item.integer && !Number.isInteger(value)) return assessmentMessages.wholeNumber;
      if (value < item.min || value > item.max)
        return assessmentMessages.numberRange(item.min, item.max, item.unit);
      return null;
    case 'shortText':
    case 'longText':
      if (typeof value !== 'string') return assessmentMessages.required;
      return answerTextLength(value) > item.maxLength ? assessmentMessages.tooLong(item.maxLength) : null;
  }
}

export interface AnswerError {
  /** The question's id (the server's 400 names it as `answers.<id>`). */
  questionId: string;
  message: string;
}

/** Every problem with a step's shown questions, in order. Hidden questions are not checked. */
export function validateStep(
  questionnaire: Questionnaire,
  step: QuestionnaireStep,
  answers: Answers,
): AnswerError[] {
  const visible = visibleAnswers(questionnaire, answers);
  const errors: AnswerError[] = [];
  for (const item of step.questions) {
    if (!allHold(questionnaire, item.showIf, visible)) continue;
    const message = validateAnswer(item, answers[item.id]);
    if (message) errors.push({ questionId: item.id, message });
  }
  return errors;
}

/** Every problem across every shown question: empty when the questionnaire may be submitted. */
export function validateAll(questionnaire: Questionnaire, answers: Answers): AnswerError[] {
  return questionnaire.steps.flatMap((step) => validateStep(questionnaire, step, answers));
}

/**
 * Where to resume: the first shown step with a question still unanswered or invalid, or null when every step
 * is complete (the review).
 */
export function firstIncompleteStep(
  questionnaire: Questionnaire,
  answers: Answers,
): QuestionnaireStep | null {
  return (
    visibleSteps(questionnaire, answers).find(
      (step) => validateStep(questionnaire, step, answers).length > 0,
    ) ?? null
  );
}

/**
 * The first shown step holding an answer behind a decline red flag that holds (for the BMI, the height and weight
 * step), or null when no decline flag holds: where 'Change my answers' and a resumed flagged draft open.
 */
export function firstFlaggedStep(questionnaire: Questionnaire, answers: Answers): QuestionnaireStep | null {
  const { declined } = evaluateRedFlags(questionnaire, answers);
  if (declined.length === 0) return null;
  const flagged = new Set(declined.flatMap((flag) => questionsOf(questionnaire, flag.when)));
  return (
    visibleSteps(questionnaire, answers).find((step) =>
      step.questions.some((item) => flagged.has(item.id)),
    ) ?? null
  );
}

/** The question ids a list of conditions reads (the BMI's height and weight for `computed: 'bmi'`). */
function questionsOf(questionnaire: Questionnaire, conditions: Condition[]): string[] {
  return conditions.flatMap((condition) => {
    if (condition.question !== undefined) return [condition.question];
    if (condition.computed === 'bmi' && questionnaire.bmi)
      return [questionnaire.bmi.heightQuestion, questionnaire.bmi.weightQuestion];
    return [];
  });
}

export interface RedFlagResult {
  /** The decline flags that hold: any one stops the assessment. */
  declined: RedFlag[];
  /** The advice flags that hold, with their advice. */
  advice: string[];
}

/** The red flags the visible answers raise. Only well-formed answers count (an out-of-range age is an error, not a flag). */
export function evaluateRedFlags(questionnaire: Questionnaire, answers: Answers): RedFlagResult {
  const visible = visibleAnswers(questionnaire, answers);
  const valid: Answers = {};
  for (const item of allQuestions(questionnaire)) {
    const value = visible[item.id];
    if (value !== undefined && validateAnswer(item, value) === null) valid[item.id] = value;
  }
  const held = questionnaire.redFlags.filter((flag) => allHold(questionnaire, flag.when, valid));
  return {
    declined: held.filter((flag) => flag.outcome === 'decline'),
    advice: held.flatMap((flag) => (flag.outcome === 'advise' && flag.advice ? [flag.advice] : [])),
  };
}

/** Text answers trimmed; everything else as given. */
export function normaliseAnswers(answers: Answers): Answers {
  return Object.fromEntries(
    Object.entries(answers).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  );
}

/**
 * The server's rule for `PUT /api/assessments/{id}/answers`: the step's answers merged into the stored ones,
 * hidden answers dropped. Every key must be a question of the questionnaire, and every shown question of each
 * step the body touches must be valid. Returns the first problem, or the answers to store.
 */
export function mergeStepAnswers(
  questionnaire: Questionnaire,
  stored: Answers,
  incoming: Answers,
): { ok: true; answers: Answers } | { ok: false; error: AnswerError } {
  const known = new Map(allQuestions(questionnaire).map((item) => [item.id, item]));
  for (const key of Object.keys(incoming)) {
    if (!known.has(key))
      return { ok: false, error: { questionId: key, message: assessmentMessages.unknownQuestion } };
  }
  const merged = visibleAnswers(questionnaire, { ...stored, ...normaliseAnswers(incoming) });
  const touched = questionnaire.steps.filter((step) => step.questions.some((item) => item.id in incoming));
  for (const step of touched) {
    const [first] = validateStep(questionnaire, step, merged);
    if (first) return { ok: false, error: first };
  }
  return { ok: true, answers: merged };
}

/** A setting's amount ('20.00', '20', '.5') as cents; null when it is not one. */
export function amountToCents(amount: string): number | null {
  const match = /^(\d{0,7})(?:\.(\d{0,2}))?$/.exec(amount.trim());
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return null;
  return Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0') || '0');
}

/**
 * What the review screen highlights: the red flags that hold, and the answers a prescriber must see. Both come from
 * the questionnaire's data, so no type is special-cased (see docs/product/assessments.md).
 */
export interface ReviewHighlights {
  /** Red flags whose conditions all hold (an advice flag, or a decline a practitioner should see). */
  flags: RedFlag[];
  /** Question ids, in questionnaire order, whose answers are notable: their `notableIf` holds, or a flag that holds reads them. */
  notable: string[];
}

/** Whether an answer counts as given for marking it notable ('Not answered' is never notable). */
const answered = (value: AnswerValue | undefined) => !isEmpty(value);

export function reviewHighlights(questionnaire: Questionnaire, answers: Answers): ReviewHighlights {
  const visible = visibleAnswers(questionnaire, answers);
  const flags = questionnaire.redFlags.filter((flag) => allHold(questionnaire, flag.when, visible));
  const notable = new Set(flags.flatMap((flag) => questionsOf(questionnaire, flag.when)));
  for (const item of allQuestions(questionnaire)) {
    if (item.notableIf && answered(visible[item.id]) && allHold(questionnaire, item.notableIf, visible))
      notable.add(item.id);
  }
  return {
    flags,
    notable: allQuestions(questionnaire)
      .map((item) => item.id)
      .filter((id) => notable.has(id) && answered(visible[id])),
  };
}
