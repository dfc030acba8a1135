import {
  errorMessage,
  isApiError,
  useAssessment,
  useCreateAssessment,
  useQuestionnaire,
  useSaveAssessmentAnswers,
  useSubmitAssessment,
} from '@telehealth/api';
import type { AssessmentDetail, AssessmentType } from '@telehealth/contract';
import { Questionnaire } from '@telehealth/forms';
import { Alert, Button, Card, Spinner, Stack, Text } from '@telehealth/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { RouterLink } from '../../frames/RouterLink';
import { readLastAssessmentId, writeLastAssessmentId } from './lastAssessment';

const screenMessages = {
  loadFailed: 'Your assessment could not be loaded. Please try again.',
  saveFailed: 'Your answers could not be saved. Please try again.',
  submitFailed: 'Your assessment could not be submitted. Please try again.',
} as const;

const checkoutPath = (id: number) => `/checkout/${id}`;

/** The server's words, and the field it named, for the Questionnaire to show under the question. */
function asFormError(error: unknown, fallback: string) {
  return { message: errorMessage(error, fallback), field: isApiError(error) ? error.field : undefined };
}

/**
 * `/ed-assessment` (journeys §1): resumes the patient's open draft of the type (or starts one), shows the questionnaire,
 * saves each step, and on submit goes to checkout (`pending_payment`) or shows the red-flag stop (`declined`). The
 * assessment's id is kept in session storage, so a reload after submitting shows where the patient got to.
 */
export function AssessmentScreen({ type }: { type: AssessmentType }) {
  const navigate = useNavigate();
  const [lastId] = useState(readLastAssessmentId);
  const last = useAssessment(lastId);
  const questionnaire = useQuestionnaire(type);
  const create = useCreateAssessment();
  const save = useSaveAssessmentAnswers();
  const submit = useSubmitAssessment();
  const [assessment, setAssessment] = useState<AssessmentDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  // The last viewed assessment, when it is this type's and already submitted, is shown as it stands.
  const lastSettled = last.data && last.data.type === type && last.data.status !== 'draft' ? last.data : null;
  const waitingForLast = lastId !== null && last.data === undefined && !last.error;

  const start = useCallback(async () => {
    setLoadError(null);
    try {
      const draft = await create.trigger(type);
      writeLastAssessmentId(draft.id);
      setAssessment(draft);
    } catch (error) {
      setLoadError(errorMessage(error, screenMessages.loadFailed));
    }
  }, [create.trigger, type]);

  useEffect(() => {
    if (waitingForLast || lastSettled || assessment?.type === type) return;
    void start();
  }, [waitingForLast, lastSettled, assessment?.type, type, start]);

  const shown = lastSettled && !assessment ? lastSettled : assessment;

  if (loadError || questionnaire.error) {
    return (
      <Stack gap="medium">
        <Alert tone="critical">
          {loadError ?? errorMessage(questionnaire.error, screenMessages.loadFailed)}
        </Alert>
        <Button variant="outline" onClick={() => (loadError ? start() : questionnaire.mutate())}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (!shown || !questionnaire.data) return <Spinner label="Loading your assessment..." showLabel />;

  if (shown.status !== 'draft' && !(shown.status === 'declined' && shown.declineReason === 'red_flag')) {
    return (
      <Card>
        <Stack gap="medium">
          <Text>
            {shown.status === 'pending_payment'
              ? 'Your answers are submitted. Pay for your assessment so a practitioner can review it.'
              : 'Your answers are submitted. Your practitioner will be in touch.'}
          </Text>
          <Stack direction="row" gap="small" wrap>
            {shown.status === 'pending_payment' ? (
              <Button asChild variant="solid">
                <RouterLink href={checkoutPath(shown.id)}>Continue to payment</RouterLink>
              </Button>
            ) : null}
            <Button
              variant="outline"
              onClick={() => {
                setAssessment(null);
                void start();
              }}
            >
              Start a new assessment
            </Button>
          </Stack>
        </Stack>
      </Card>
    );
  }

  return (
    <Card>
      <Questionnaire
        key={`${shown.id}-${shown.status}`}
        questionnaire={questionnaire.data}
        initialAnswers={shown.answers}
        declined={shown.status === 'declined'}
        onSaveStep={async (answers) => {
          try {
            setAssessment(await save.trigger({ id: shown.id, answers }));
          } catch (error) {
            throw asFormError(error, screenMessages.saveFailed);
          }
        }}
        onRedFlag={async () => {
          // The server declines it for the red flag (no charge); the stop screen is already showing.
          const declined = await submit.trigger(shown.id);
          writeLastAssessmentId(declined.id);
        }}
        onSubmit={async () => {
          let result: AssessmentDetail;
          try {
            result = await submit.trigger(shown.id);
          } catch (error) {
            throw asFormError(error, screenMessages.submitFailed);
          }
          writeLastAssessmentId(result.id);
          if (result.status === 'pending_payment') {
            navigate(checkoutPath(result.id));
            return;
          }
          setAssessment(result);
        }}
      />
    </Card>
  );
}
