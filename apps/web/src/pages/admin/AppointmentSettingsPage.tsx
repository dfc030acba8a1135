import { api } from '@telehealth/api';
import { appointmentDurationLimits, appointmentSettingsMessages } from '@telehealth/contract';
import { Alert, Container, EmptyState, Heading, LoadState, Stack } from '@telehealth/ui';
import { AppointmentDurationCard } from '../../features/appointment-settings/AppointmentDurationCard';
import { useDocumentTitle } from '../useDocumentTitle';

/** Appointment length per practitioner (docs/product/settings.md), within 5 to 60 minutes and one hour of capacity. */
export default function AppointmentSettingsPage() {
  useDocumentTitle('Appointment Duration Settings');
  // A 401 reads as no practitioners (docs/product/site.md).
  const { data, error, isLoading } = api.appointmentSettings.listAppointmentSettings.useQuery(
    {},
    {
      tolerate: { 401: [] },
    },
  );
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Heading level={1}>Appointment Duration Settings</Heading>
        <Alert tone="info" title="Validation rules">
          Duration must be between {appointmentDurationLimits.minMinutes} and{' '}
          {appointmentDurationLimits.maxMinutes} minutes, and duration × appointment limit must not exceed{' '}
          {appointmentDurationLimits.minutesPerHour} minutes per hour.
        </Alert>
        <LoadState
          pending={isLoading}
          data={data ?? null}
          error={error}
          describeError={() => appointmentSettingsMessages.loadFailed}
          loadingLabel="Loading appointment settings"
          loadingIndicator="spinner"
          empty={<EmptyState headingLevel={2} title="No practitioners found" />}
          isEmpty={(settings) => settings.length === 0}
        >
          {(settings) => (
            <Stack gap="medium" as="ul" role="list" aria-label="Practitioners" padding="none" margin="none">
              {settings.map((setting) => (
                <AppointmentDurationCard key={setting.practitionerId} setting={setting} />
              ))}
            </Stack>
          )}
        </LoadState>
      </Stack>
    </Container>
  );
}
