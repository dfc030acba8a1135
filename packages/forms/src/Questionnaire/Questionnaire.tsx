import {
  type Answers,
  type AnswerValue,
  bmiOf,
  evaluateRedFlags,
  FIND_A_GP_LINK,
  firstFlaggedStep,
  firstIncompleteStep,
  type Question,
  type Questionnaire as QuestionnaireData,
  type QuestionnaireStep,
  RED_FLAG_MESSAGE,
  validateStep,
  visibleQuestions,
  visibleSteps,
} from '@telehealth/contract';
import { Alert, Button, Heading, Inline, Link, ProgressBar, Stack, Text } from '@telehealth/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton } from '../internal/FormShell';
import type { SubmitError } from '../internal/serverError';
import { useServerSubmit } from '../internal/useServerSubmit';
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
  /** A saved step raised a red flag: the page records the decline (submits the draft). The stop screen shows either way. */
  onRedFlag?: () => Promise<unknown> | undefined;
  /**
   * 'Change my answers' on the stop screen: the page reopens the declined assessment as a new draft. When it
   * resolves, the step behind the red flag shows with every answer kept; a rejection's message shows on the stop screen.
   */
  onChangeAnswers?: () => Promise<unknown>;
  /** Where the stop screen's 'Back to your dashboard' goes. */
  dashboardHref?: string;
  /** Renders the dashboard link with the app's router; a plain link by default. */
  renderLink?: (props: { href: string; children: ReactNode }) => ReactNode;
  /** Show the red-flag stop screen from the start (an assessment already declined for a red flag). */
  declined?: boolean;
}

type Position = { kind: 'step'; id: string } | { kind: 'review' } | { kind: 'stopped' };

const questionIdOf = (field: string) => field.replace(/^answers\./, '');

/** The server may name a question with or without the `answers.` prefix. */
function namingAnswer(error: unknown): unknown {
  const field = (error as SubmitError | null)?.field;
  return field ? { ...(error as SubmitError), field: `answers.${questionIdOf(field)}` } : error;
}

const bmiMessages = {
  missing: 'Your BMI shows here once you enter your height and weight.',
  invalid: 'Your BMI shows here once your height and weight are valid.',
} as const;

/**
 * Where a questionnaire opens on these answers: the step behind a red flag they raise (saved answers reopened to be
 * changed, or a flagged step whose decline was not recorded), else the first incomplete step, else the review.
 */
function openingPosition(questionnaire: QuestionnaireData, answers: Answers): Position {
  const resume = firstFlaggedStep(questionnaire, answers) ?? firstIncompleteStep(questionnaire, answers);
  return resume ? { kind: 'step', id: resume.id } : { kind: 'review' };
}

/**
 * The assessment questionnaire, drawn from its data: one step at a time with a progress bar, Back
 * and Next, each step saved through `onSaveStep`, the live BMI (from valid answers only) where the questionnaire
 * computes one, the red-flag stop screen with its ways on (the dashboard, healthdirect to find a GP, 'Change my
 * answers'), and a review of every answer before 'Submit assessment'. Focus moves to the step's heading when the
 * step changes, and to the first question in error when Next finds one. See docs/product/assessments.md.
 */
export function Questionnaire({
  questionnaire,
  initialAnswers = {},
  onSaveStep,
  onSubmit,
  onRedFlag,
  onChangeAnswers,
  dashboardHref,
  renderLink,
  declined = false,
}: QuestionnaireProps) {
  const baseId = useId();
  const [draft, setDraft] = useState<Draft>(() => toDraft(initialAnswers));
  const [position, setPosition] = useState<Position>(() =>
    declined ? { kind: 'stopped' } : openingPosition(questionnaire, initialAnswers),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const answers = useMemo(() => readAnswers(questionnaire, draft), [questionnaire, draft]);
  const steps = visibleSteps(questionnaire, answers);
  const stepIndex = position.kind === 'step' ? steps.findIndex((step) => step.id === position.id) : -1;
  const step = stepIndex >= 0 ? steps[stepIndex] : undefined;
  const advice = evaluateRedFlags(questionnaire, answers).advice;

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

  // A refusal that names a question of the step shows under it (and focuses it); any other above the buttons.
  const {
    failure: formError,
    setFailure: setFormError,
    run,
  } = useServerSubmit<Record<string, unknown>>({
    mapError: namingAnswer,
    setError: (name, { message }) => {
      const questionId = questionIdOf(name);
      setErrors({ [questionId]: message ?? '' });
      focusQuestion(questionId);
    },
  });

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
    const saved = await run(() => onSaveStep(stepAnswers, step), {
      fields: step.questions.map((item) => `answers.${item.id}`),
    });
    if (!saved) {
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
    await run(onSubmit);
    setBusy(false);
  };

  const changeAnswers = async () => {
    if (busy) return;
    setBusy(true);
    const changed = await run(() => onChangeAnswers?.());
    setBusy(false);
    if (changed) goTo(openingPosition(questionnaire, answers));
  };

  if (position.kind === 'stopped') {
    const dashboardLink = dashboardHref ? (
      renderLink ? (
        renderLink({ href: dashboardHref, children: 'Back to your dashboard' })
      ) : (
        <Link href={dashboardHref}>Back to your dashboard</Link>
      )
    ) : null;
    return (
      <Stack gap="large">
        <Heading level={2} size="large" tabIndex={-1} ref={headingRef}>
          We can't continue online
        </Heading>
        <Alert tone="caution">{RED_FLAG_MESSAGE}</Alert>
        <Text>
          If you gave an answer by mistake, you can change your answers. This assessment stays on your record
          as declined.
        </Text>
        <FormError message={formError} />
        <Inline gap="medium" align="center">
          {onChangeAnswers ? (
            <Button type="button" variant="solid" busy={busy} onClick={changeAnswers}>
              Change my answers
            </Button>
          ) : null}
          <Link href={FIND_A_GP_LINK.href}>{FIND_A_GP_LINK.label}</Link>
          {dashboardLink}
        </Inline>
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
      <FormShell onSubmit={submit} submitting={busy} scope={false} aria-labelledby={`${baseId}-review`}>
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
          <FormError message={formError} />
          <Inline gap="small" justify="between">
            <Button type="button" variant="soft" onClick={back} disabled={busy}>
              Back
            </Button>
            <SubmitButton>Submit assessment</SubmitButton>
          </Inline>
        </Stack>
      </FormShell>
    );
  }

  const bmi =
    questionnaire.bmi && step.questions.some((item) => item.id === questionnaire.bmi?.weightQuestion)
      ? bmiOf(questionnaire, answers)
      : undefined;
  // Both entered, but one is refused: a BMI of a weight the form refuses would mislead.
  const bmiEntered =
    questionnaire.bmi !== undefined &&
    answers[questionnaire.bmi.heightQuestion] !== undefined &&
    answers[questionnaire.bmi.weightQuestion] !== undefined;

  return (
    <FormShell onSubmit={next} submitting={busy} scope={false} aria-labelledby={`${baseId}-step`}>
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
              {bmi !== null
                ? `Your BMI: ${bmi.toFixed(1)}`
                : bmiEntered
                  ? bmiMessages.invalid
                  : bmiMessages.missing}
            </Text>
          </p>
        ) : null}
        <FormError message={formError} />
        <Inline gap="small" justify="between">
          {stepIndex > 0 ? (
            <Button type="button" variant="soft" onClick={back} disabled={busy}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <SubmitButton>Next</SubmitButton>
        </Inline>
      </Stack>
    </FormShell>
  );
}
