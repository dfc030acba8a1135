import type { Answers, AnswerValue, Question, Questionnaire } from '@telehealth/contract';

/** What the fields hold while the patient types: numbers stay text until they are read. */
export type Draft = Record<string, AnswerValue | undefined>;

const numberPattern = /^-?\d+(\.\d+)?$/;

/** A typed answer from a field's value: number fields read their text ('' is no answer, 'abc' is NaN). */
export function readAnswer(item: Question, value: AnswerValue | undefined): AnswerValue | undefined {
  if (item.kind !== 'number' || typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return numberPattern.test(text) ? Number(text) : Number.NaN;
}

/** Every answer, typed, without the empty ones. */
export function readAnswers(questionnaire: Questionnaire, draft: Draft): Answers {
  const answers: Answers = {};
  for (const item of questionnaire.steps.flatMap((step) => step.questions)) {
    const value = readAnswer(item, draft[item.id]);
    if (value !== undefined) answers[item.id] = value;
  }
  return answers;
}

/** Stored answers as the fields show them. */
export function toDraft(answers: Answers): Draft {
  return Object.fromEntries(
    Object.entries(answers).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]),
  );
}

/** An answer as the review lists it. */
export function describeAnswer(item: Question, value: AnswerValue | undefined): string {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return 'Not answered';
  switch (item.kind) {
    case 'yesNo':
      return value === true ? 'Yes' : 'No';
    case 'single':
      return item.options.find((option) => option.value === value)?.label ?? String(value);
    case 'multiple':
      return (Array.isArray(value) ? value : [])
        .map((entry) => item.options.find((option) => option.value === entry)?.label ?? entry)
        .join(', ');
    case 'number':
      return `${value} ${item.unit}`;
    default:
      return String(value);
  }
}
