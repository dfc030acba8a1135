import { api } from '@telehealth/api';
import { assignableAssessmentStatuses, type ReviewDetail } from '@telehealth/contract';
import { AssignPractitionerForm } from '@telehealth/forms';
import { Text, toast } from '@telehealth/ui';
import { SectionCard } from '../../frames/SectionCard';
import { usePractitionerChoices } from '../shared/usePractitionerChoices';

/**
 * Who reviews the assessment, and assign or reassign (docs/product/admin.md) while it awaits review or is in review. The
 * assessment is then in review with that practitioner.
 */
export function AssessmentAssignment({ assessment }: { assessment: ReviewDetail }) {
  const practitioners = usePractitionerChoices();
  const assign = api.adminOperations.assignAssessment.useMutation();
  const current = practitioners.find((choice) => Number(choice.value) === assessment.practitionerId);
  const assignable = (assignableAssessmentStatuses as readonly string[]).includes(assessment.status);
  return (
    <SectionCard id="assessment-practitioner" title="Practitioner">
      <Text>
        {assessment.practitionerId === null
          ? 'Not assigned yet.'
          : `Reviewed by ${current?.label ?? `practitioner #${assessment.practitionerId}`}.`}
      </Text>
      {assignable ? (
        <AssignPractitionerForm
          key={assessment.practitionerId ?? 'none'}
          practitioners={practitioners
            .filter((choice) => choice.active)
            .map((choice) => ({ id: Number(choice.value), name: choice.label }))}
          currentPractitionerId={assessment.practitionerId}
          onSubmit={async ({ practitionerId }) => {
            await assign.trigger({ params: { id: assessment.id }, body: { practitionerId } });
            const name = practitioners.find((choice) => Number(choice.value) === practitionerId)?.label;
            toast({
              title: 'Success',
              description: `Assessment assigned to ${name ?? 'the practitioner'}`,
              tone: 'positive',
            });
          }}
        />
      ) : (
        <Text tone="muted" size="small">
          Only an assessment awaiting review or in review can be assigned.
        </Text>
      )}
    </SectionCard>
  );
}
