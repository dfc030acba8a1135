import { useSaveSettings } from '@telehealth/api';
import { type AssessmentFeesInput, settingsMessages } from '@telehealth/contract';
import { AssessmentFeesForm } from '@telehealth/forms';
import { useAction } from '../shared/useAction';
import { TabPanel } from './TabPanel';
import { useSettingsRecord } from './useSettingsRecord';

/** Assessment Fees (docs/product/settings.md): one fee per assessment type, 20.00 AUD by default. */
export default function AssessmentFeesTab() {
  const { values, isLoading } = useSettingsRecord();
  const { trigger } = useSaveSettings();
  const save = useAction(
    (fees: AssessmentFeesInput) => trigger(Object.entries(fees) as [keyof AssessmentFeesInput, string][]),
    {
      success: { title: settingsMessages.feesUpdated, tone: 'positive' },
      failure: { title: 'Error', description: settingsMessages.feesUpdateFailed, tone: 'critical' },
    },
  );
  return (
    <TabPanel title="Assessment Fees" description="What each assessment costs, in AUD.">
      <AssessmentFeesForm defaultValues={values} loading={isLoading} onSubmit={save} />
    </TabPanel>
  );
}
