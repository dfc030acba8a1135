import { useAppointmentSettings, useUpdateAppointmentDuration } from '@telehealth/api';
import {
  type AppointmentSetting,
  appointmentDurationLimits,
  appointmentSettingsMessages,
  totalCapacityMinutes,
  validateAppointmentDuration,
} from '@telehealth/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  Field,
  Grid,
  Heading,
  Inline,
  Input,
  Spinner,
  Stack,
  Text,
  toast,
} from '@telehealth/ui';
import { useState } from 'react';
import { useDocumentTitle } from '../useDocumentTitle';
import { errorMessage } from './toastError';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="xxsmall">
      <Text size="small" tone="muted">
        {label}
      </Text>
      <Text weight="semibold">{value}</Text>
    </Stack>
  );
}

/** One practitioner's appointment length, read-only or being edited with a draft. */
function AppointmentDurationCard({ setting }: { setting: AppointmentSetting }) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateAppointmentDuration();
  const { practitioner } = setting;
  const limit = practitioner.appointmentLimit;
  const name = `Dr. ${practitioner.name}`;
  const draftNumber = draft === null || draft === '' ? Number.NaN : Number(draft);
  const problem =
    draft === null
      ? null
      : draft === ''
        ? appointmentSettingsMessages.tooShort
        : validateAppointmentDuration(draftNumber, limit);

  function change(value: string) {
    // Non-numeric input is ignored: the draft keeps its last digits.
    if (!/^\d*$/.test(value)) return;
    setDraft(value);
    const next = validateAppointmentDuration(value === '' ? Number.NaN : Number(value), limit);
    if (value !== '' && next) {
      toast({
        title: appointmentSettingsMessages.validationErrorTitle,
        description: next,
        variant: 'warning',
      });
    }
  }

  async function save() {
    if (problem || draft === null) return;
    try {
      await update.trigger({ practitionerId: setting.practitionerId, appointmentDuration: draftNumber });
      toast({
        title: appointmentSettingsMessages.updatedTitle,
        description: appointmentSettingsMessages.updated,
        variant: 'success',
      });
      setDraft(null);
    } catch (error) {
      toast({
        title: appointmentSettingsMessages.updateFailedTitle,
        description: errorMessage(error, appointmentSettingsMessages.updateFailed),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card as="li" aria-label={name}>
      <Stack gap="medium">
        <Inline gap="small" justify="between" align="center">
          <Stack gap="xxsmall">
            <Heading level={2} size="small">
              {name}
            </Heading>
            <Text tone="muted">{practitioner.specialization}</Text>
          </Stack>
          <Badge tone={practitioner.isActive ? 'positive' : 'neutral'}>
            {practitioner.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </Inline>
        <Grid columns={{ mobile: '1', tablet: '3' }} gap="medium">
          <Fact label="Current Duration" value={`${setting.appointmentDuration} minutes`} />
          <Fact label="Appointment Limit" value={`${limit} per hour`} />
          <Fact
            label="Total Capacity"
            value={`${totalCapacityMinutes(setting.appointmentDuration, limit)} minutes per hour`}
          />
        </Grid>
        {draft === null ? (
          <Inline gap="small">
            <Button variant="outline" onClick={() => setDraft(String(setting.appointmentDuration))}>
              Edit Duration
            </Button>
          </Inline>
        ) : (
          <Stack gap="small">
            <Field label="Appointment duration (minutes)" error={problem ?? undefined}>
              <Input
                type="number"
                inputMode="numeric"
                min={appointmentDurationLimits.minMinutes}
                max={appointmentDurationLimits.maxMinutes}
                value={draft}
                onChange={(event) => change(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') void save();
                  if (event.key === 'Escape') setDraft(null);
                }}
              />
            </Field>
            {problem ? null : <Alert tone="positive">{appointmentSettingsMessages.valid}</Alert>}
            <Inline gap="small">
              <Button variant="primary" disabled={Boolean(problem)} busy={update.isMutating} onClick={save}>
                Save Changes
              </Button>
              <Button variant="outline" onClick={() => setDraft(null)}>
                Cancel
              </Button>
            </Inline>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** Part 1 §2: appointment length per practitioner, within 5 to 60 minutes and one hour of capacity. */
export default function AppointmentSettingsPage() {
  useDocumentTitle('Appointment Duration Settings');
  const { data, error, isLoading } = useAppointmentSettings();
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Heading level={1}>Appointment Duration Settings</Heading>
        <Alert tone="info" title="Validation rules">
          Duration must be between {appointmentDurationLimits.minMinutes} and{' '}
          {appointmentDurationLimits.maxMinutes} minutes, and duration × appointment limit must not exceed{' '}
          {appointmentDurationLimits.minutesPerHour} minutes per hour.
        </Alert>
        {isLoading ? (
          <Spinner label="Loading appointment settings" />
        ) : error ? (
          <Alert tone="critical">{appointmentSettingsMessages.loadFailed}</Alert>
        ) : !data || data.length === 0 ? (
          <EmptyState headingLevel={2} title="No practitioners found" />
        ) : (
          <Stack gap="medium" as="ul" aria-label="Practitioners">
            {data.map((setting) => (
              <AppointmentDurationCard key={setting.practitionerId} setting={setting} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
