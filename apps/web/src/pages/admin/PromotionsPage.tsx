import { api } from '@telehealth/api';
import type { AdminCampaign, CampaignInput } from '@telehealth/contract';
import { CampaignForm, type CampaignFormValues } from '@telehealth/forms';
import { Button, LoadState, Stack, toast } from '@telehealth/ui';
import { useState } from 'react';
import { CampaignPreview } from '../../features/campaigns/CampaignPreview';
import { CampaignSubmissionsDialog } from '../../features/campaigns/CampaignSubmissionsDialog';
import { CampaignsTable } from '../../features/campaigns/CampaignsTable';
import { FormDialog } from '../../features/shared/FormDialog';
import { listStates } from '../../features/shared/listStates';
import { serverError, succeeded, useAction } from '../../features/shared/useAction';
import { useViewerZone } from '../../features/shared/useViewerZone';
import { RouterLink } from '../../frames/RouterLink';
import { useDocumentTitle } from '../useDocumentTitle';
import { AdminScreen } from './AdminScreen';

/**
 * The marketing popup campaigns (`/admin/promotions`, also `/admin/campaigns`), with the way to the promo codes they
 * send (docs/product/campaigns.md).
 */
export default function PromotionsPage() {
  useDocumentTitle('Promotions');
  const zone = useViewerZone();
  const { data: campaigns, error } = api.campaigns.listCampaigns.useQuery();
  const { data: promoCodes } = api.promoCodes.listPromoCodes.useQuery();
  const create = api.campaigns.createCampaign.useMutation();
  const update = api.campaigns.updateCampaign.useMutation();
  const setActive = api.campaigns.setCampaignActive.useMutation();
  const [editing, setEditing] = useState<AdminCampaign | 'new' | null>(null);
  const [viewing, setViewing] = useState<AdminCampaign | null>(null);
  const [draft, setDraft] = useState<CampaignInput | null>(null);

  const save = async (values: CampaignFormValues) => {
    if (editing === 'new') {
      await create.trigger({ body: values });
      toast(succeeded('Campaign created'));
    } else if (editing) {
      await update.trigger({ params: { id: editing.id }, body: values });
      toast(succeeded('Campaign updated'));
    }
    setEditing(null);
  };
  const toggle = useAction(
    (campaign: AdminCampaign) =>
      setActive.trigger({ params: { id: campaign.id }, body: { isActive: !campaign.isActive } }),
    { failure: serverError('Failed to update campaign') },
  );

  return (
    <AdminScreen
      title="Promotions"
      description="Marketing popups shown to visitors, and the emails they collect"
      actions={
        <>
          <Button asChild variant="outline">
            <RouterLink href="/admin/promo-codes">Promo Codes</RouterLink>
          </Button>
          <Button variant="solid" onClick={() => setEditing('new')}>
            Create Campaign
          </Button>
        </>
      }
    >
      <LoadState data={campaigns} error={error} {...listStates('campaigns', 'No campaigns yet.')}>
        {(list) => (
          <CampaignsTable campaigns={list} onEdit={setEditing} onToggle={toggle} onSubmissions={setViewing} />
        )}
      </LoadState>

      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        dirty={false}
        size="lg"
        title={editing === 'new' ? 'Create Campaign' : 'Edit Campaign'}
      >
        {(requestClose) => (
          <Stack gap="medium">
            <CampaignForm
              key={editing === 'new' ? 'new' : editing?.id}
              mode={editing === 'new' ? 'create' : 'edit'}
              promoCodes={promoCodes ?? []}
              {...(editing && editing !== 'new' ? { defaultValues: editing } : {})}
              onChange={setDraft}
              onSubmit={save}
              onCancel={requestClose}
            />
            <CampaignPreview values={draft} />
          </Stack>
        )}
      </FormDialog>

      <CampaignSubmissionsDialog campaign={viewing} zone={zone} onClose={() => setViewing(null)} />
    </AdminScreen>
  );
}
