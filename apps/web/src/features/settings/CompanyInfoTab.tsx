import { useAddressProvider, useSaveSettings } from '@telehealth/api';
import { type CompanyInfo, companyUpdateFailedMessage, settingsMessages } from '@telehealth/contract';
import { CompanyInfoForm } from '@telehealth/forms';
import { Alert, toast } from '@telehealth/ui';
import { withSlowWarning } from './saveToasts';
import { TabPanel } from './TabPanel';
import { useSettingsRecord } from './useSettingsRecord';

/** Company Info (Part 2 §2, §4): each field saved in order, one request at a time. */
export default function CompanyInfoTab() {
  const { values, error, isLoading } = useSettingsRecord();
  const addressProvider = useAddressProvider();
  const { trigger } = useSaveSettings();
  const save = async (company: CompanyInfo) => {
    try {
      await withSlowWarning(trigger(Object.entries(company) as [keyof CompanyInfo, string][]));
      toast({
        title: settingsMessages.successTitle,
        description: settingsMessages.companyUpdated,
        tone: 'positive',
      });
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      toast({ title: 'Error', description: companyUpdateFailedMessage(reason), tone: 'critical' });
    }
  };
  return (
    <TabPanel
      title="Company Information"
      description="Shown on invoices, emails and other customer-facing documents."
    >
      {error ? <Alert tone="critical">{error.message}</Alert> : null}
      <CompanyInfoForm
        defaultValues={values}
        loading={isLoading}
        onSubmit={save}
        addressProvider={addressProvider}
      />
    </TabPanel>
  );
}
