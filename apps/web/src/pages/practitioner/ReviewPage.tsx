import { api, presets, useReviewDetail } from '@telehealth/api';
import { prescribingRefusals } from '@telehealth/contract';
import { ReviewDecisionForm } from '@telehealth/forms';
import {
  Alert,
  Button,
  Card,
  Container,
  EmptyState,
  Heading,
  Link,
  Skeleton,
  Stack,
  Text,
  toast,
} from '@telehealth/ui';
import { AssessmentAnswers, ReviewOutcome } from '../../features/review/AssessmentAnswers';
import { PatientSummaryCard } from '../../features/review/PatientSummaryCard';
import { startReviewToasts } from '../../features/review/ReviewQueueTable';
import { useAction } from '../../features/shared/useAction';
import { RouterLink } from '../../frames/RouterLink';
import { useDocumentTitle } from '../useDocumentTitle';
import { useIdParam } from '../useIdParam';

const backToQueue = (
  <Link asChild>
    <RouterLink href="/practitioner/assessments">← Back to the queue</RouterLink>
  </Link>
);

/** `/practitioner/assessments/{id}`: the patient's summary, the answers highlighted, the conversation, the decision. */
export default function ReviewPage() {
  const id = useIdParam('id');
  useDocumentTitle(id ? `Assessment #${id}` : 'Assessment');
  const detail = useReviewDetail(id);
  // The catalogue changes rarely.
  const medications = api.assessments.prescribableMedications.useQuery(undefined, presets.stable);
  const profile = api.practitioner.practitionerProfile.useQuery();
  const claim = api.assessments.claimAssessment.useMutation();
  const approve = api.assessments.approveAssessment.useMutation();
  const decline = api.assessments.declineAssessment.useMutation();
  const startReview = useAction((id: number) => claim.trigger({ params: { id } }), {
    ...startReviewToasts,
  });

  if (detail.error) {
    return (
      <Container>
        <Stack gap="large" paddingY="large">
          {backToQueue}
          <Heading level={1}>Assessment</Heading>
          <Alert tone="critical" title="The assessment could not be loaded">
            {detail.error.message}
          </Alert>
        </Stack>
      </Container>
    );
  }
  if (detail.isLoading || detail.data === undefined)
    return <Skeleton lines={8} label="Loading the assessment" />;
  if (detail.data === null || id === null) {
    return (
      <Container>
        <Stack gap="large" paddingY="large">
          {backToQueue}
          <Heading level={1}>Assessment</Heading>
          <EmptyState
            title="This assessment is not in your reviews"
            description="Start a review from the queue to open an assessment."
          />
        </Stack>
      </Container>
    );
  }

  const assessment = detail.data;
  const decidable = assessment.status === 'in_review' && assessment.mine;

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        {backToQueue}
        <Heading level={1}>{`Assessment #${assessment.id}`}</Heading>
        <PatientSummaryCard detail={assessment} />
        {assessment.status === 'awaiting_review' ? (
          <Card tone="muted">
            <Stack gap="small">
              <Text>Start the review to decide this assessment. It is then assigned to you.</Text>
              <div>
                <Button busy={claim.isMutating} onClick={() => void startReview(assessment.id)}>
                  Start review
                </Button>
              </div>
            </Stack>
          </Card>
        ) : null}
        <ReviewOutcome assessment={assessment} />
        <AssessmentAnswers assessment={assessment} />
        {decidable ? (
          <Stack as="section" gap="medium" aria-labelledby="decision-heading">
            <Heading level={2} id="decision-heading">
              Decision
            </Heading>
            <ReviewDecisionForm
              medications={medications.data ?? []}
              assessmentType={assessment.type}
              canPrescribe={profile.data ? profile.data.canPrescribe : true}
              cannotPrescribeReasons={
                profile.data
                  ? prescribingRefusals({ ...profile.data, hasSignature: Boolean(profile.data.signature) })
                  : []
              }
              profileHref="/practitioner/profile"
              renderLink={({ href, children }) => (
                <Link asChild>
                  <RouterLink href={href}>{children}</RouterLink>
                </Link>
              )}
              onApprove={async (items) => {
                await approve.trigger({ params: { id: assessment.id }, body: { items } });
                toast({
                  title: 'Assessment approved',
                  description: 'The prescription is being prepared.',
                  tone: 'positive',
                });
              }}
              onDecline={async (reason) => {
                await decline.trigger({ params: { id: assessment.id }, body: { reason } });
                toast({
                  title: 'Assessment declined',
                  description: 'The patient has been told by email.',
                  tone: 'positive',
                });
              }}
            />
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
