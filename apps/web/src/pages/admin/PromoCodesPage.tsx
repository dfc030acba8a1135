import { api } from '@telehealth/api';
import { formatLongDate, type PromoCode, promoCodeMessages } from '@telehealth/contract';
import { PromoCodeForm, type PromoCodeFormValues } from '@telehealth/forms';
import { Button, ConfirmDialog, LoadState, toast } from '@telehealth/ui';
import { useState } from 'react';
import { PromoCodesTable } from '../../features/promo-codes/PromoCodesTable';
import { RedemptionsDialog } from '../../features/promo-codes/RedemptionsDialog';
import { FormDialog } from '../../features/shared/FormDialog';
import { listStates } from '../../features/shared/listStates';
import { serverError, succeeded, useAction } from '../../features/shared/useAction';
import { useViewerZone } from '../../features/shared/useViewerZone';
import { useDocumentTitle } from '../useDocumentTitle';
import { AdminScreen } from './AdminScreen';

/**
 * `/admin/promo-codes`, part of Promotions (docs/product/campaigns.md): the codes, their redemptions; a code never
 * redeemed can be deleted, a redeemed one only deactivated.
 */
export default function PromoCodesPage() {
  useDocumentTitle('Promo Codes');
  const zone = useViewerZone();
  const { data: codes, error } = api.promoCodes.listPromoCodes.useQuery();
  const create = api.promoCodes.createPromoCode.useMutation();
  const update = api.promoCodes.updatePromoCode.useMutation();
  const setActive = api.promoCodes.setPromoCodeActive.useMutation();
  const remove = api.promoCodes.deletePromoCode.useMutation();
  const [editing, setEditing] = useState<PromoCode | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PromoCode | null>(null);
  const [viewing, setViewing] = useState<PromoCode | null>(null);

  const save = async (values: PromoCodeFormValues) => {
    if (editing === 'new') await create.trigger({ body: values });
    else if (editing) await update.trigger({ params: { id: editing.id }, body: values });
    toast(succeeded(editing === 'new' ? 'Promo code created' : 'Promo code updated'));
    setEditing(null);
  };
  const deactivate = useAction(
    ({ id }: PromoCode) => setActive.trigger({ params: { id }, body: { isActive: false } }),
    {
      success: (_, code) => succeeded(`${code.code} deactivated`),
      failure: serverError('Failed to update promo code'),
    },
  );
  const deleteCode = useAction((code: PromoCode) => remove.trigger({ params: { id: code.id } }), {
    success: succeeded(promoCodeMessages.deleted),
    failure: serverError('Failed to delete promo code'),
  });
  const confirmDelete = async () => {
    if (!deleting) return;
    await deleteCode(deleting);
    setDeleting(null);
  };

  return (
    <AdminScreen
      title="Promo Codes"
      description="Discount codes for assessments and prescriptions"
      back={{ href: '/admin/promotions', label: 'Back to Promotions' }}
      actions={
        <Button variant="solid" onClick={() => setEditing('new')}>
          Create Promo Code
        </Button>
      }
    >
      <LoadState data={codes} error={error} {...listStates('promo codes', 'No promo codes yet.')}>
        {(list) => (
          <PromoCodesTable
            codes={list}
            onEdit={setEditing}
            onDeactivate={deactivate}
            onDelete={setDeleting}
            onRedemptions={setViewing}
            formatDay={(iso) => formatLongDate(iso, zone)}
          />
        )}
      </LoadState>

      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        dirty={false}
        title={editing === 'new' ? 'Create Promo Code' : 'Edit Promo Code'}
      >
        {(requestClose) => (
          <PromoCodeForm
            key={editing === 'new' ? 'new' : editing?.id}
            mode={editing === 'new' ? 'create' : 'edit'}
            {...(editing && editing !== 'new' ? { defaultValues: editing } : {})}
            onSubmit={save}
            onCancel={requestClose}
          />
        )}
      </FormDialog>

      <RedemptionsDialog code={viewing} zone={zone} onClose={() => setViewing(null)} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete Promo Code"
        description={`Delete ${deleting?.code ?? 'this code'}? It has never been redeemed.`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        tone="critical"
        busy={remove.isMutating}
        onConfirm={confirmDelete}
      />
    </AdminScreen>
  );
}
