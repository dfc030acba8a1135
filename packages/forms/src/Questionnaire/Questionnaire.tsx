import {
  type Answers,
  type AnswerValue,
  bmiOf,
  evaluateRedFlags,
  firstIncompleteStep,
  type Question,
  type Questionnaire as QuestionnaireData,
  type QuestionnaireStep,
  RED_FLAG_MESSAGE,
  validateStep,
  visibleQuestions,
  visibleSteps,
} from '@telehealth/contract';
import { Alert, Button, Heading, Inline, ProgressBar, Stack, Text } from '@telehealth/ui';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { fallbackSubmitMessage, type SubmitError } from '../internal/serverError';
import { type Draft, describeAnswer, readAnswer, readAnswers, toDraft } from './answers';
import { QuestionField } from './QuestionField';

export interface QuestionnaireProps {
  /** The questionnaire as data (`@telehealth/contract`), any type. */
  questionnaire: QuestionnaireData;
  /** Answers saved earlier: the screen resumes at the first step still unanswered, or at the review. */
  initialAnswers?: Answers;
  /**
   * Saves one step's answers (after Next, before the next step shows). A rejection with `{ message, field }`
   * (`field` 'answers.<questionId>' or the id) shows the message under that question.
   */
  onSaveStep: (answers: Answers, step: QuestionnaireStep) => Promise<unknown>;
  /** 'Submit assessment' on the review. A rejection's message shows above the button. */
  onSubmit: () => Promise<unknown>;
  /**
   * A saved step raised a red flag, or the saved answers already do when the screen opens: the page records the
   * decline (submits the draft). The stop screen shows either way.
   */
  onRedFlag?: () => Promise<unknown> | undefined;
  /** Show the red-flag stop screen from the start (an assessment already declined for a red flag). */
  declined?: boolean;
}

type Position = { kind: 'step'; id: string } | { kind: 'review' } | { kind: 'stopped' };

function asSubmitError(error: unknown): SubmitError {
  if (typeof error === 'object' && error !== null && typeof (error as SubmitError).message === 'string') {
    return error as SubmitError;
  }
  return { message: fallbackSubmitMessage };
}

const questionIdOf = (field: string | undefined) => field?.replace(/^answers\./, '');

/**
 * The assessment questionnaire, drawn from its data (journeys §1): one step at a time with a progress bar, Back
 * and Next, each step saved through `onSaveStep`, the live BMI where the questionnaire computes one, the red-flag
 * stop screen, and a review of every answer before 'Submit assessment'. Focus moves to the step's heading when the
 * step changes, and to the first question in error when Next finds one.
 */
export function Questionnaire({
  questionnaire,
  initialAnswers = {},
  onSaveStep,
  onSubmit,
  onRedFlag,
  declined = false,
}: QuestionnaireProps) {
  const baseId = useId();
  const [draft, setDraft] = useState<Draft>(() => toDraft(initialAnswers));
  // Saved answers that already raise a red flag (the decline was not recorded, say) stop at once.
  const [flaggedOnOpen] = useState(
    () => !declined && evaluateRedFlags(questionnaire, initialAnswers).declined.length > 0,
  );
  const [position, setPosition] = useState<Position>(() => {
    if (declined || flaggedOnOpen) return { kind: 'stopped' };
    const resume = firstIncompleteStep(questionnaire, initialAnswers);
    return resume ? { kind: 'step', id: resume.id } : { kind: 'review' };
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const answers = useMemo(() => readAnswers(questionnaire, draft), [questionnaire, draft]);
  const steps = visibleSteps(questionnaire, answers);
  const stepIndex = position.kind === 'step' ? steps.findIndex((step) => step.id === position.id) : -1;
  const step = stepIndex >= 0 ? steps[stepIndex] : undefined;
  const advice = evaluateRedFlags(questionnaire, answers).advice;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the answers the screen opened with.
  useEffect(() => {
    if (flaggedOnOpen) void Promise.resolve(onRedFlag?.()).catch(() => undefined);
  }, []);

  const positionKey = position.kind === 'step' ? position.id : position.kind;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the step, not every render.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [positionKey]);

  const controlId = (questionId: string) => `${baseId}-${questionId}`;
  const focusQuestion = (questionId: string) => {
    // After the errors render: a radio group or checkbox group focuses its first option.
    requestAnimationFrame(() => {
      const element = document.getElementById(controlId(questionId));
      if (!element) return;
      const focusable = element.matches('input, textarea')
        ? element
        : element.querySelector<HTMLElement>('[role="radio"][data-state="checked"], button, input');
      (focusable ?? element).focus();
    });
  };

  const change = (item: Question, value: AnswerValue | undefined) => {
    setDraft((current) => ({ ...current, [item.id]: value }));
    setErrors((current) => {
      if (!(item.id in current)) return current;
      const { [item.id]: _removed, ...rest } = current;
      return rest;
    });
  };

  const goTo = (next: Position) => {
    setErrors({});
    setFormError(null);
    setPosition(next);
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (!step || busy) return;
    const problems = validateStep(questionnaire, step, answers);
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map((problem) => [problem.questionId, problem.message])));
      focusQuestion((problems[0] as { questionId: string }).questionId);
      return;
    }
    const stepAnswers: Answers = {};
    for (const item of visibleQuestions(questionnaire, step, answers)) {
      const value = readAnswer(item, draft[item.id]);
      if (value !== undefined) stepAnswers[item.id] = value;
    }
    setBusy(true);
    setFormError(null);
    try {
      await onSaveStep(stepAnswers, step);
    } catch (error) {
      const failure = asSubmitError(error);
      const questionId = questionIdOf(failure.field);
      if (questionId && step.questions.some((item) => item.id === questionId)) {
        setErrors({ [questionId]: failure.message });
        focusQuestion(questionId);
      } else {
        setFormError(failure.message || fallbackSubmitMessage);
      }
      setBusy(false);
      return;
    }
    if (evaluateRedFlags(questionnaire, answers).declined.length > 0) {
      try {
        await onRedFlag?.();
      } catch {
        // The stop screen shows whatever the page could record: the answers are saved, and submit re-checks them.
      }
      setBusy(false);
      goTo({ kind: 'stopped' });
      return;
    }
    setBusy(false);
    const following = steps[stepIndex + 1];
    goTo(following ? { kind: 'step', id: following.id } : { kind: 'review' });
  };

  const back = () => {
    if (position.kind === 'review') {
      const last = steps[steps.length - 1];
      if (last) goTo({ kind: 'step', id: last.id });
      return;
    }
    const previous = steps[stepIndex - 1];
    if (previous) goTo({ kind: 'step', id: previous.id });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    try {
      await onSubmit();
    } catch (error) {
      setFormError(asSubmitError(error).message || fallbackSubmitMessage);
    } finally {
      setBusy(false);
    }
  };

  const heading = (text: string) => (
    <Heading level={2} size="large" tabIndex={-1} ref={headingRef}>
      {text}
    </Heading>
  );

  if (position.kind === 'stopped') {
    return (
      <Stack gap="large">
        {heading("We can't continue online")}
        <Alert tone="caution">{RED_FLAG_MESSAGE}</Alert>
      </Stack>
    );
  }

  const total = steps.length;
  const progress =
    position.kind === 'review' ? (
      <ProgressBar value={total} max={total} label="Review your answers" />
    ) : (
      <ProgressBar value={stepIndex} max={total} label={`Step ${stepIndex + 1} of ${total}`} />
    );

  if (position.kind === 'review' || !step) {
    return (
      <form onSubmit={submit} noValidate aria-labelledby={`${baseId}-review`}>
        <Stack gap="large">
          {progress}
          <Heading level={2} size="large" tabIndex={-1} ref={headingRef} id={`${baseId}-review`}>
            Review your answers
          </Heading>
          {steps.map((reviewStep) => (
            <Stack
              key={reviewStep.id}
              gap="small"
              as="section"
              aria-labelledby={`${baseId}-${reviewStep.id}-title`}
            >
              <Inline gap="small" justify="between" align="center">
                <Heading level={3} size="medium" id={`${baseId}-${reviewStep.id}-title`}>
                  {reviewStep.title}
                </Heading>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Change ${reviewStep.title}`}
                  onClick={() => goTo({ kind: 'step', id: reviewStep.id })}
                >
                  Change
                </Button>
              </Inline>
              <Stack as="dl" gap="xsmall">
                {visibleQuestions(questionnaire, reviewStep, answers).map((item) => (
                  <div key={item.id}>
                    <Text as="dt" weight="bold">
                      {item.label}
                    </Text>
                    <Text as="dd">{describeAnswer(item, answers[item.id])}</Text>
                  </div>
                ))}
              </Stack>
            </Stack>
          ))}
          {advice.map((text) => (
            <Alert key={text} tone="info">
              {text}
            </Alert>
          ))}
          {formError ? <Alert tone="critical">{formError}</Alert> : null}
          <Inline gap="small" justify="between">
            <Button type="button" variant="soft" onClick={back} disabled={busy}>
              Back
            </Button>
            <Button type="submit" variant="solid" busy={busy}>
              Submit assessment
            </Button>
          </Inline>
        </Stack>
      </form>
    );
  }

  const bmi =
    questionnaire.bmi && step.questions.some((item) => item.id === questionnaire.bmi?.weightQuestion)
      ? bmiOf(questionnaire, answers)
      : undefined;

  return (
    <form onSubmit={next} noValidate aria-labelledby={`${baseId}-step`}>
      <Stack gap="large">
        {progress}
        <Stack gap="xsmall">
          <Heading level={2} size="large" tabIndex={-1} ref={headingRef} id={`${baseId}-step`}>
            {step.title}
          </Heading>
          {step.description ? <Text tone="muted">{step.description}</Text> : null}
        </Stack>
        {visibleQuestions(questionnaire, step, answers).map((item) => (
          <QuestionField
            key={item.id}
            id={controlId(item.id)}
            question={item}
            value={draft[item.id]}
            error={errors[item.id]}
            disabled={busy}
            onChange={(value) => change(item, value)}
          />
        ))}
        {bmi !== undefined ? (
          <p aria-live="polite">
            <Text as="span" weight="bold">
              {bmi === null
                ? 'Your BMI shows here once you enter your height and weight.'
                : `Your BMI: ${bmi.toFixed(1)}`}
            </Text>
          </p>
        ) : null}
        {formError ? <Alert tone="critical">{formError}</Alert> : null}
        <Inline gap="small" justify="between">
          {stepIndex > 0 ? (
            <Button type="button" variant="soft" onClick={back} disabled={busy}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="solid" busy={busy}>
            Next
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
