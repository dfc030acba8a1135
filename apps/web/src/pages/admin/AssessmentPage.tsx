import { useReviewDetail } from '@telehealth/api';
import { adminOperationsMessages } from '@telehealth/contract';
import { Stack } from '@telehealth/ui';
import { AssessmentAssignment } from '../../features/admin-operations/AssessmentAssignment';
import { AssessmentAnswers, ReviewOutcome } from '../../features/review/AssessmentAnswers';
import { PatientSummaryCard } from '../../features/review/PatientSummaryCard';
import { useIdParam } from '../useIdParam';
import { RecordScreen } from './RecordScreen';

/**
 * `/admin/assessments/{id}` (docs/product/admin.md): the same detail a practitioner sees (the patient's summary, the answers,
 * the outcome), with assign or reassign a practitioner.
 */
export default function AssessmentPage() {
  const id = useIdParam('id');
  const { data, error } = useReviewDetail(id);
  return (
    <RecordScreen
      title={(assessment) => (assessment ? `Assessment #${assessment.id}` : 'Assessment')}
      back={{ href: '/admin/assessments', label: 'Back to assessments' }}
      data={id === null ? null : data}
      error={error}
      loadingLabel="Loading the assessment"
      notFound={adminOperationsMessages.assessmentNotFound}
    >
      {(assessment) => (
        <Stack gap="large">
          <PatientSummaryCard detail={assessment} messagesPath="/admin/messaging" />
          <AssessmentAssignment assessment={assessment} />
          <ReviewOutcome assessment={assessment} />
          <AssessmentAnswers assessment={assessment} />
        </Stack>
      )}
    </RecordScreen>
  );
}
