import {
  type Answers,
  bmiOf,
  type Questionnaire,
  reviewHighlights,
  visibleQuestions,
  visibleSteps,
} from '@telehealth/contract';
import { Alert, Badge, Heading, Inline, List, Stack, Text, WarningIcon } from '@telehealth/ui';
import { useId, useMemo } from 'react';
import { describeAnswer } from '../Questionnaire/answers';

export interface ReviewAnswersProps {
  /** The questionnaire the patient answered (the version they saw). */
  questionnaire: Questionnaire;
  /** The patient's answers, by question id. */
  answers: Answers;
  /** The level of each step's heading, to follow the page's outline (3 by default). */
  headingLevel?: 2 | 3 | 4;
}

/** The mark of an answer that meets a red-flag condition: an icon and the word, so colour is not the only sign. */
function NotableBadge() {
  return (
    <Badge tone="caution">
      <WarningIcon aria-hidden="true" /> Notable
    </Badge>
  );
}

/**
 * A submitted assessment as the practitioner reviews it (docs/product/practitioner.md): the red flags that hold in an alert at the
 * top, the BMI when the questionnaire computes one, then each shown step's questions with the answer in words.
 * An answer that meets a red-flag condition is marked 'Notable' (a badge with an icon, not colour alone).
 */
export function ReviewAnswers({ questionnaire, answers, headingLevel = 3 }: ReviewAnswersProps) {
  const baseId = useId();
  const { flags, notable } = useMemo(
    () => reviewHighlights(questionnaire, answers),
    [questionnaire, answers],
  );
  const notableIds = new Set(notable);
  const bmi = bmiOf(questionnaire, answers);

  return (
    <Stack gap="large">
      {flags.length > 0 ? (
        <Alert tone="critical" title={flags.length === 1 ? '1 red flag' : `${flags.length} red flags`}>
          <ul>
            {flags.map((flag) => (
              <li key={flag.id}>{flag.reason}</li>
            ))}
          </ul>
        </Alert>
      ) : (
        <Text tone="muted">No red flags.</Text>
      )}
      {bmi !== null ? (
        <Inline gap="small" align="center">
          <Text as="span" weight="bold">
            BMI: {bmi.toFixed(1)}
          </Text>
          {notableIds.has(questionnaire.bmi?.weightQuestion ?? '') ? <NotableBadge /> : null}
        </Inline>
      ) : null}
      {visibleSteps(questionnaire, answers).map((step) => (
        <Stack key={step.id} gap="small" as="section" aria-labelledby={`${baseId}-${step.id}`}>
          <Heading level={headingLevel} size="medium" id={`${baseId}-${step.id}`}>
            {step.title}
          </Heading>
          <List as="ul" gap="small">
            {visibleQuestions(questionnaire, step, answers).map((item) => (
              <li key={item.id} data-notable={notableIds.has(item.id) ? '' : undefined}>
                <Stack gap="xsmall">
                  <Inline gap="small" align="center">
                    <Text as="span" weight="bold">
                      {item.label}
                    </Text>
                    {notableIds.has(item.id) ? <NotableBadge /> : null}
                  </Inline>
                  <Text as="span">{describeAnswer(item, answers[item.id])}</Text>
                </Stack>
              </li>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}
