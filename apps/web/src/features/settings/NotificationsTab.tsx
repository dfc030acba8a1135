import { api, useUser } from '@telehealth/api';
import { fromSettingBoolean, settingsMessages, toSettingBoolean } from '@telehealth/contract';
import { Button, Field, Grid, Input, Stack, Switch } from '@telehealth/ui';
import { useState } from 'react';
import { RouterLink } from '../../frames/RouterLink';
import { useAction } from '../shared/useAction';
import { TabPanel } from './TabPanel';
import { useSettingsRecord } from './useSettingsRecord';

const toggles = [
  {
    key: 'admin_notification_appointment_email_enabled',
    label: 'Appointment email notifications',
    description: 'Email me when an appointment is booked, rescheduled or cancelled.',
  },
  {
    key: 'admin_notification_appointment_sms_enabled',
    label: 'Appointment SMS notifications',
    description: 'Text my contact mobile when an appointment is booked, rescheduled or cancelled.',
  },
] as const;

/** Notifications (docs/product/settings.md): where admin notifications go, and the two switches that gate them. */
export default function NotificationsTab() {
  const { user } = useUser();
  const { values, isLoading } = useSettingsRecord();
  const { trigger } = api.settings.updateSetting.useMutation();
  const [pending, setPending] = useState<string | null>(null);
  const update = useAction(
    (key: (typeof toggles)[number]['key'], on: boolean) =>
      trigger({ params: { key }, body: { value: toSettingBoolean(on) } }),
    {
      success: { title: settingsMessages.settingsUpdatedTitle, tone: 'positive' },
      failure: { title: 'Error', description: settingsMessages.notificationsUpdateFailed, tone: 'critical' },
    },
  );
  const toggle = async (key: (typeof toggles)[number]['key'], on: boolean) => {
    setPending(key);
    await update(key, on);
    setPending(null);
  };
  return (
    <TabPanel title="Notifications" description="Admin notifications about appointments.">
      <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
        <Field label="Contact Email">
          <Input readOnly value={user?.contactEmail || user?.email || ''} />
        </Field>
        <Field label="Contact Mobile">
          <Input readOnly value={user?.contactMobile ?? ''} />
        </Field>
      </Grid>
      <Stack gap="medium">
        {toggles.map(({ key, label, description }) => (
          <Switch
            key={key}
            label={label}
            description={description}
            checked={values ? fromSettingBoolean(values[key]) : false}
            disabled={isLoading || pending === key}
            onCheckedChange={(on) => void toggle(key, on)}
          />
        ))}
      </Stack>
      <div>
        <Button asChild variant="outline">
          <RouterLink href="/admin/profile">Edit Profile</RouterLink>
        </Button>
      </div>
    </TabPanel>
  );
}
