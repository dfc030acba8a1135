import { useUpdateSetting } from '@telehealth/api';
import { postSettingUpdateFailedMessage, settingsMessages } from '@telehealth/contract';
import { PostFeesForm, PostTrackingUrlForm } from '@telehealth/forms';
import { Stack } from '@telehealth/ui';
import { failed, saved } from './saveToasts';
import { TabPanel } from './TabPanel';
import { useSettingsRecord } from './useSettingsRecord';

/** Post (Part 2 §2): the tracking base URL and the post fees. */
export default function PostTab() {
  const { values, isLoading } = useSettingsRecord();
  const { trigger } = useUpdateSetting();
  const save = async (key: 'post_tracking_base_url' | 'post_fees', value: string) => {
    try {
      await trigger({ key, value });
      saved(settingsMessages.settingsUpdatedTitle);
    } catch (error) {
      failed(
        settingsMessages.updateFailedTitle,
        error,
        postSettingUpdateFailedMessage(key === 'post_fees' ? 'post fees' : 'post tracking URL'),
      );
    }
  };
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
