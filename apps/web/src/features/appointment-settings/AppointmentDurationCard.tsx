import { api } from '@telehealth/api';
import {
  type AppointmentDurationInput,
  type AppointmentSetting,
  appointmentSettingsMessages,
  totalCapacityMinutes,
} from '@telehealth/contract';
import { AppointmentDurationForm } from '@telehealth/forms';
import { Badge, Button, Card, Grid, Heading, Inline, Stack, Text } from '@telehealth/ui';
import { useState } from 'react';
import { serverError, useAction } from '../shared/useAction';

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

/** One practitioner's appointment length (docs/product/settings.md), read-only or being edited with a draft. */
export function AppointmentDurationCard({ setting }: { setting: AppointmentSetting }) {
  const [editing, setEditing] = useState(false);
  const update = api.appointmentSettings.updateAppointmentDuration.useMutation();
  const { practitioner } = setting;
  const limit = practitioner.appointmentLimit;
  const name = `Dr. ${practitioner.name}`;

  const save = useAction(
    ({ appointmentDuration }: AppointmentDurationInput) =>
      update.trigger({ params: { practitionerId: setting.practitionerId }, body: { appointmentDuration } }),
    {
      success: {
        title: appointmentSettingsMessages.updatedTitle,
        description: appointmentSettingsMessages.updated,
        tone: 'positive',
      },
      failure: serverError(
        appointmentSettingsMessages.updateFailed,
        appointmentSettingsMessages.updateFailedTitle,
      ),
      onSuccess: () => setEditing(false),
    },
  );

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
        {editing ? (
          <AppointmentDurationForm
            appointmentLimit={limit}
            defaultValues={{ appointmentDuration: setting.appointmentDuration }}
            onSubmit={save}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Inline gap="small">
            <Button variant="outline" onClick={() => setEditing(true)}>
              Edit Duration
            </Button>
          </Inline>
        )}
      </Stack>
    </Card>
  );
}
