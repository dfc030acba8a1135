import { useSaveSettings } from '@telehealth/api';
import { type AssessmentFeesInput, settingsMessages } from '@telehealth/contract';
import { AssessmentFeesForm } from '@telehealth/forms';
import { toast } from '@telehealth/ui';
import { TabPanel } from './TabPanel';
import { useSettingsRecord } from './useSettingsRecord';

/** Assessment Fees (Part 2 §2): one fee per assessment type, 20.00 AUD by default. */
export default function AssessmentFeesTab() {
  const { values, isLoading } = useSettingsRecord();
  const { trigger } = useSaveSettings();
  const save = async (fees: AssessmentFeesInput) => {
    try {
      await trigger(Object.entries(fees) as [keyof AssessmentFeesInput, string][]);
      toast({ title: settingsMessages.feesUpdated, tone: 'positive' });
    } catch {
      toast({ title: 'Error', description: settingsMessages.feesUpdateFailed, tone: 'critical' });
    }
  };
  return (
    <TabPanel title="Assessment Fees" description="What each assessment costs, in AUD.">
      <AssessmentFeesForm defaultValues={values} loading={isLoading} onSubmit={save} />
    </TabPanel>
  );
}
