import { api } from '@telehealth/api';
import { formatDate, formatTimeWithZone } from '@telehealth/contract';
import { Card, Container, Grid, Heading, Link, List, LoadState, Skeleton, Stack, Text } from '@telehealth/ui';
import { ConsultationEntry } from '../../features/consultation/ConsultationEntry';
import { JoinableConsultations } from '../../features/consultation/JoinableConsultations';
import { Greeting } from '../../features/session/Greeting';
import { AssessmentStatusBadge, assessmentTypeLabel } from '../../features/shared/assessmentLabels';
import { PrescriptionCard } from '../../features/shared/PrescriptionCard';
import { useViewerTimeZone } from '../../features/shared/useViewerTimeZone';
import { useViewerZone } from '../../features/shared/useViewerZone';
import { useDocumentTitle } from '../useDocumentTitle';

/**
 * `/dashboard` (docs/product/dashboard.md): the next appointment, assessments and their statuses, the latest
 * prescription, unread messages. Join consultation for the next appointment, and for one under way (already past,
 * having started: the latest past ones are read for it), by docs/product/consultations.md (On screen).
 */
export default function PatientDashboardPage() {
  useDocumentTitle('My Dashboard');
  const zone = useViewerZone();
  const timeZone = useViewerTimeZone();
  const { data, error } = api.patient.patientSummary.useQuery();
  const recent = api.booking.myAppointments.useQuery({ query: { when: 'past', offset: 0 } });
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>My Dashboard</Heading>
          <Greeting />
        </Stack>
        <LoadState
          data={data}
          error={error}
          errorTitle="Couldn't load your dashboard"
          placeholder={
            <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
              <Skeleton shape="rect" height="120px" label="Loading your dashboard" />
              <Skeleton shape="rect" height="120px" />
            </Grid>
          }
        >
          {(data) => (
            <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
              <Card as="section" aria-labelledby="next-appointment">
                <Stack gap="small">
                  <Heading level={2} size="small" id="next-appointment">
                    Next appointment
                  </Heading>
                  <JoinableConsultations past={recent.data?.items} timeZone={timeZone} />
                  {data.nextAppointment ? (
                    <>
                      <Text>
                        {formatDate(data.nextAppointment.startsAt, zone)} at{' '}
                        {formatTimeWithZone(data.nextAppointment.startsAt, zone)} with{' '}
                        {data.nextAppointment.practitionerName}
                      </Text>
                      <ConsultationEntry
                        appointment={{ ...data.nextAppointment, status: 'scheduled' }}
                        label="Join consultation"
                        timeZone={timeZone}
                      />
                    </>
                  ) : (
                    <Text tone="muted">No upcoming appointments.</Text>
                  )}
                  <Link href="/dashboard/appointments">All appointments</Link>
                </Stack>
              </Card>
              <Card as="section" aria-labelledby="unread-messages">
                <Stack gap="small">
                  <Heading level={2} size="small" id="unread-messages">
                    Messages
                  </Heading>
                  <Text>
                    {data.unreadMessages === 0
                      ? 'No unread messages.'
                      : `${data.unreadMessages} unread ${data.unreadMessages === 1 ? 'message' : 'messages'}.`}
                  </Text>
                  <Link href="/dashboard/messages">Open messages</Link>
                </Stack>
              </Card>
              <Card as="section" aria-labelledby="my-assessments">
                <Stack gap="small">
                  <Heading level={2} size="small" id="my-assessments">
                    Assessments
                  </Heading>
                  {data.assessments.length === 0 ? (
                    <Text tone="muted">You haven't taken an assessment yet.</Text>
                  ) : (
                    <List gap="small">
                      {data.assessments.map((assessment) => (
                        <li key={assessment.id}>
                          <Text>
                            {assessmentTypeLabel(assessment.type)}, {formatDate(assessment.createdAt, zone)}{' '}
                            <AssessmentStatusBadge status={assessment.status} />
                          </Text>
                          {assessment.status === 'pending_payment' ? (
                            <Link href={`/checkout/${assessment.id}`}>Pay for this assessment</Link>
                          ) : assessment.status === 'draft' ? (
                            <Link href={`/ed-assessment?type=${assessment.type}`}>
                              Continue this assessment
                            </Link>
                          ) : null}
                        </li>
                      ))}
                    </List>
                  )}
                  <Link href="/assessment">Start an assessment</Link>
                </Stack>
              </Card>
              {/* Framed like its neighbours: the heading sits inside the card, and the prescription inside it. */}
              <Card as="section" aria-labelledby="latest-prescription">
                <Stack gap="small">
                  <Heading level={2} size="small" id="latest-prescription">
                    Latest prescription
                  </Heading>
                  {data.latestPrescription ? (
                    <PrescriptionCard
                      prescription={data.latestPrescription}
                      zone={zone}
                      headingLevel={3}
                      framed={false}
                    />
                  ) : (
                    <Text tone="muted">No prescriptions yet.</Text>
                  )}
                  <Link href="/dashboard/prescriptions">All prescriptions</Link>
                </Stack>
              </Card>
            </Grid>
          )}
        </LoadState>
      </Stack>
    </Container>
  );
}
