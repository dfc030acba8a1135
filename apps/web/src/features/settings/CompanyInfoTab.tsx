import { useAddressProvider, useSaveSettings } from '@telehealth/api';
import { type CompanyInfo, companyUpdateFailedMessage, settingsMessages } from '@telehealth/contract';
import { CompanyInfoForm } from '@telehealth/forms';
import { Alert } from '@telehealth/ui';
import { thrownMessage, useAction } from '../shared/useAction';
import { withSlowWarning } from './saveToasts';
import { TabPanel } from './TabPanel';
import { useSettingsRecord } from './useSettingsRecord';

/** Company Info (docs/product/settings.md): each field saved in order, one request at a time. */
export default function CompanyInfoTab() {
  const { values, error, isLoading } = useSettingsRecord();
  const addressProvider = useAddressProvider();
  const { trigger } = useSaveSettings();
  const save = useAction(
    (company: CompanyInfo) =>
      withSlowWarning(trigger(Object.entries(company) as [keyof CompanyInfo, string][])),
    {
      success: {
        title: settingsMessages.successTitle,
        description: settingsMessages.companyUpdated,
        tone: 'positive',
      },
      failure: (error) => ({
        title: 'Error',
        description: companyUpdateFailedMessage(thrownMessage(error)),
        tone: 'critical',
      }),
    },
  );
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
