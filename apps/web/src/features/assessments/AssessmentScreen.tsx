import { api, errorMessage, isApiError, presets } from '@telehealth/api';
import type { Answers, AssessmentDetail, AssessmentType } from '@telehealth/contract';
import { Questionnaire } from '@telehealth/forms';
import { Alert, Button, Card, Link, Spinner, Stack, Text } from '@telehealth/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { RouterLink } from '../../frames/RouterLink';
import { readLastAssessmentId, writeLastAssessmentId } from './lastAssessment';

const screenMessages = {
  loadFailed: 'Your assessment could not be loaded. Please try again.',
  saveFailed: 'Your answers could not be saved. Please try again.',
  submitFailed: 'Your assessment could not be submitted. Please try again.',
  reopenFailed: 'Your answers could not be reopened. Please try again.',
} as const;

const checkoutPath = (id: number) => `/checkout/${id}`;
const dashboardPath = '/dashboard';

/** The server's words, and the field it named, for the Questionnaire to show under the question. */
function asFormError(error: unknown, fallback: string) {
  return { message: errorMessage(error, fallback), field: isApiError(error) ? error.field : undefined };
}

/**
 * `/ed-assessment` (docs/product/assessments.md): resumes the patient's open draft of the type, or shows the
 * questionnaire empty; the draft is made by the first saved answer, so opening the page leaves nothing behind. Each
 * step is saved; on submit it goes to checkout (`pending_payment`) or shows the red-flag stop (`declined`), whose
 * 'Change my answers' reopens it as a new draft. The assessment's id is kept in session storage, so a reload after
 * submitting shows where the patient got to.
 */
export function AssessmentScreen({ type }: { type: AssessmentType }) {
  const navigate = useNavigate();
  const [lastId] = useState(readLastAssessmentId);
  // A 404 (gone, or not this patient's) reads as none.
  const last = api.assessments.getAssessment.useQuery(lastId === null ? null : { params: { id: lastId } }, {
    revalidateOnFocus: false,
    tolerate: { 404: null },
  });
  // The questions change only with a release.
  const questionnaire = api.assessments.getQuestionnaire.useQuery({ params: { type } }, presets.stable);
  // Read when the questionnaire opens, not again on focus: the screen keeps working on what it opened.
  const openDraft = api.assessments.openAssessmentDraft.useQuery(
    { params: { type } },
    { revalidateOnFocus: false },
  );
  const create = api.assessments.createAssessment.useMutation();
  const save = api.assessments.saveAssessmentAnswers.useMutation();
  const submit = api.assessments.submitAssessment.useMutation();
  const reopen = api.assessments.reopenAssessment.useMutation();
  // What this screen works on once known: the draft its saves made or resumed, or an assessment it submitted.
  const [assessment, setAssessment] = useState<AssessmentDetail | null>(null);
  // A red-flag stop recorded while the questionnaire stays on screen ('Change my answers' reopens it).
  const [stopped, setStopped] = useState<AssessmentDetail | null>(null);
  // 'Start a new assessment' sets aside the tab's last submitted one.
  const [setAsideLast, setSetAsideLast] = useState(false);
  // A new questionnaire on screen (a fresh start, or a decline the server made at submit).
  const [round, setRound] = useState(0);

  // The last viewed assessment, when it is this type's and already submitted, is shown as it stands.
  const lastSettled =
    !setAsideLast && last.data && last.data.type === type && last.data.status !== 'draft' ? last.data : null;
  const waitingForLast = lastId !== null && last.data === undefined && !last.error;
  const shown = assessment ?? lastSettled ?? openDraft.data?.draft ?? null;
  const draftId = shown?.status === 'draft' ? shown.id : null;
  // The draft the next call goes to. A ref, because the questionnaire records a red flag right after the save that
  // made the draft, with the handlers of the render before it.
  const draftRef = useRef<number | null>(null);

  // A resumed draft is the tab's last viewed assessment.
  useEffect(() => {
    draftRef.current = draftId;
    if (draftId !== null) writeLastAssessmentId(draftId);
  }, [draftId]);

  const loadError = questionnaire.error ?? openDraft.error;
  if (loadError) {
    return (
      <Stack gap="medium">
        <Alert tone="critical">{errorMessage(loadError, screenMessages.loadFailed)}</Alert>
        <Button
          variant="outline"
          onClick={() => {
            void questionnaire.mutate();
            void openDraft.mutate();
          }}
        >
          Try again
        </Button>
      </Stack>
    );
  }
  if (!questionnaire.data || waitingForLast || openDraft.data === undefined)
    return <Spinner label="Loading your assessment..." showLabel />;

  if (
    shown &&
    shown.status !== 'draft' &&
    !(shown.status === 'declined' && shown.declineReason === 'red_flag')
  ) {
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
                setSetAsideLast(true);
                setRound((value) => value + 1);
              }}
            >
              Start a new assessment
            </Button>
          </Stack>
        </Stack>
      </Card>
    );
  }

  /** The first saved answers make the draft; later ones go to it. */
  const saveStep = async (answers: Answers) => {
    const id = draftRef.current;
    const saved = await (id === null
      ? create.trigger({ body: { type, answers } })
      : save.trigger({ params: { id }, body: { answers } }));
    draftRef.current = saved.id;
    return saved;
  };

  return (
    <Card>
      <Questionnaire
        key={round}
        questionnaire={questionnaire.data}
        initialAnswers={shown?.answers ?? {}}
        declined={shown?.status === 'declined'}
        dashboardHref={dashboardPath}
        renderLink={({ href, children }) => (
          <Link asChild>
            <RouterLink href={href}>{children}</RouterLink>
          </Link>
        )}
        onSaveStep={async (answers) => {
          try {
            setAssessment(await saveStep(answers));
          } catch (error) {
            throw asFormError(error, screenMessages.saveFailed);
          }
        }}
        onRedFlag={async () => {
          // The server declines it for the red flag (no charge); the stop screen is already showing.
          if (draftRef.current === null) return;
          const declined = await submit.trigger({ params: { id: draftRef.current } });
          writeLastAssessmentId(declined.id);
          setStopped(declined);
        }}
        onChangeAnswers={async () => {
          // A stop the server recorded is reopened as a new draft; one it did not record is still the draft.
          const declined = stopped ?? (shown?.status === 'declined' ? shown : null);
          if (!declined) return;
          try {
            const draft = await reopen.trigger({ params: { id: declined.id } });
            writeLastAssessmentId(draft.id);
            setStopped(null);
            setAssessment(draft);
          } catch (error) {
            throw asFormError(error, screenMessages.reopenFailed);
          }
        }}
        onSubmit={async () => {
          if (draftRef.current === null) return;
          let result: AssessmentDetail;
          try {
            result = await submit.trigger({ params: { id: draftRef.current } });
          } catch (error) {
            throw asFormError(error, screenMessages.submitFailed);
          }
          writeLastAssessmentId(result.id);
          if (result.status === 'pending_payment') {
            navigate(checkoutPath(result.id));
            return;
          }
          setAssessment(result);
          setRound((value) => value + 1);
        }}
      />
    </Card>
  );
}
