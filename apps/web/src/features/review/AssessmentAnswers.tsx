import { api, prescriptionPdfUrl, presets } from '@telehealth/api';
import { formatLongDate, type ReviewDetail } from '@telehealth/contract';
import { ReviewAnswers } from '@telehealth/forms';
import { Alert, Heading, Link, LoadState, Stack } from '@telehealth/ui';
import { useViewerZone } from '../shared/useViewerZone';

/** A decided assessment's outcome: approved with its prescription, or declined with the reason. */
export function ReviewOutcome({ assessment }: { assessment: ReviewDetail }) {
  const zone = useViewerZone();
  if (assessment.status === 'approved')
    return (
      <Alert tone="positive" title="Approved">
        {assessment.decidedAt ? `Approved on ${formatLongDate(assessment.decidedAt, zone)}. ` : ''}
        {assessment.prescriptionId ? (
          <Link href={prescriptionPdfUrl(assessment.prescriptionId)} target="_blank" rel="noopener">
            Open the prescription (PDF)
          </Link>
        ) : null}
      </Alert>
    );
  if (assessment.status === 'declined')
    return (
      <Alert tone="caution" title="Declined">
        {assessment.decisionNotes ?? 'Declined on a red flag.'}
      </Alert>
    );
  return null;
}

/** The patient's answers against the questionnaire they answered, red flags highlighted. */
export function AssessmentAnswers({ assessment }: { assessment: ReviewDetail }) {
  // The questions change only with a release.
  const questionnaire = api.assessments.getQuestionnaire.useQuery(
    { params: { type: assessment.type } },
    presets.stable,
  );
  return (
    <Stack as="section" gap="medium" aria-labelledby="answers-heading">
      <Heading level={2} id="answers-heading">
        Answers
      </Heading>
      <LoadState
        data={questionnaire.data}
        error={questionnaire.error}
        errorTitle="The questions could not be loaded"
        loadingLabel="Loading the answers"
      >
        {(questions) => (
          <ReviewAnswers questionnaire={questions} answers={assessment.answers} headingLevel={3} />
        )}
      </LoadState>
    </Stack>
  );
}
