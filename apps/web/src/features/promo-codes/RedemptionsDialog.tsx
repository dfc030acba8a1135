import { api } from '@telehealth/api';
import { formatAud, formatDateTime, type PromoCode, type ZoneOption } from '@telehealth/contract';
import { DataTable, Dialog, LoadState, Stack } from '@telehealth/ui';
import { listStates } from '../shared/listStates';

/** The payments that used a code. */
export function RedemptionsDialog({
  code,
  zone,
  onClose,
}: {
  code: PromoCode | null;
  zone: ZoneOption;
  onClose: () => void;
}) {
  const { data, error } = api.promoCodes.listPromoRedemptions.useQuery(
    code ? { params: { id: code.id } } : null,
  );
  return (
    <Dialog.Root open={code !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Content size="lg" aria-describedby={undefined}>
        <Dialog.Header>
          <Dialog.Title>Redemptions: {code?.code}</Dialog.Title>
        </Dialog.Header>
        <Stack gap="medium">
          {/* Nothing while the dialog closes (no code, so nothing asked). */}
          {code ? (
            <LoadState
              data={data}
              error={error}
              {...listStates('redemptions', 'This code has not been redeemed.')}
            >
              {(rows) => (
                <DataTable
                  caption="Redemptions"
                  captionHidden
                  columns={[
                    { key: 'patient', header: 'Patient', cell: (row) => row.email },
                    { key: 'amount', header: 'Amount', cell: (row) => formatAud(row.amountCents) },
                    { key: 'status', header: 'Status', cell: (row) => row.status },
                    {
                      key: 'date',
                      header: 'Date',
                      nowrap: true,
                      cell: (row) => formatDateTime(row.createdAt, zone),
                    },
                  ]}
                  rows={rows}
                  rowKey={(row) => row.paymentId}
                  emptyMessage="This code has not been redeemed."
                />
              )}
            </LoadState>
          ) : null}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
