import { formatLongDate, type ReviewDetail } from '@telehealth/contract';
import { Card, Heading, Inline, Link, Stack } from '@telehealth/ui';
import { DetailList } from '../../frames/DetailList';
import { RouterLink } from '../../frames/RouterLink';
import { AssessmentStatusBadge, assessmentTypeLabel } from '../shared/assessmentLabels';
import { useViewerZone } from '../shared/useViewerZone';

/** Who the assessment is about, only as much as the review needs, and the way to talk to them about it. */
export function PatientSummaryCard({
  detail,
  messagesPath = '/practitioner/messages',
}: {
  detail: ReviewDetail;
  /** Where the viewer's messages are: the practitioner's, or the admin's `/admin/messaging`. */
  messagesPath?: string;
}) {
  const zone = useViewerZone();
  const { patient } = detail;
  const born = patient.dateOfBirth
    ? formatLongDate(`${patient.dateOfBirth}T00:00:00Z`, { timeZone: 'UTC' })
    : null;
  const rows: [string, string][] = [
    ['Patient', patient.name],
    ['Age', patient.age === null ? 'Unknown' : `${patient.age}${born ? ` (born ${born})` : ''}`],
    ['Assessment', assessmentTypeLabel(detail.type)],
    ['Submitted', detail.submittedAt ? formatLongDate(detail.submittedAt, zone) : 'Not submitted'],
  ];
  return (
    <Card as="section" aria-labelledby="patient-summary">
      <Stack gap="medium">
        <Inline gap="small" justify="between">
          <Heading level={2} size="small" id="patient-summary">
            Patient summary
          </Heading>
          <AssessmentStatusBadge status={detail.status} />
        </Inline>
        <DetailList rows={rows} />
        <Link asChild>
          <RouterLink href={`${messagesPath}?assessmentId=${detail.id}`}>
            {`Message ${patient.name} about this assessment`}
          </RouterLink>
        </Link>
      </Stack>
    </Card>
  );
}
