import { api } from '@telehealth/api';
import { postSettingUpdateFailedMessage, settingsMessages } from '@telehealth/contract';
import { PostFeesForm, PostTrackingUrlForm } from '@telehealth/forms';
import { Stack } from '@telehealth/ui';
import { serverError, useAction } from '../shared/useAction';
import { TabPanel } from './TabPanel';
import { useSettingsRecord } from './useSettingsRecord';

/** Post (docs/product/settings.md): the tracking base URL and the post fees. */
export default function PostTab() {
  const { values, isLoading } = useSettingsRecord();
  const { trigger } = api.settings.updateSetting.useMutation();
  const save = useAction(
    (key: 'post_tracking_base_url' | 'post_fees', value: string) =>
      trigger({ params: { key }, body: { value } }),
    {
      success: { title: settingsMessages.settingsUpdatedTitle, tone: 'positive' },
      failure: (error, key) =>
        serverError(
          postSettingUpdateFailedMessage(key === 'post_fees' ? 'post fees' : 'post tracking URL'),
          settingsMessages.updateFailedTitle,
        )(error),
    },
  );
  return (
    <Stack gap="large">
      <TabPanel title="Post Tracking" description="Tracking links in post emails start with this address.">
        <PostTrackingUrlForm
          defaultValue={values?.post_tracking_base_url}
          loading={isLoading}
          onSubmit={(value) => save('post_tracking_base_url', value)}
        />
      </TabPanel>
      <TabPanel title="Post Fees (AUD)" description="Charged for posting a prescription.">
        <PostFeesForm
          defaultValue={values?.post_fees}
          loading={isLoading}
          onSubmit={(value) => save('post_fees', value)}
        />
      </TabPanel>
    </Stack>
  );
}
