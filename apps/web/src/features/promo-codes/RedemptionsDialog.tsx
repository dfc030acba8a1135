import { api } from '@telehealth/api';
import { formatAud, formatDateTime, type PromoCode, type ZoneOption } from '@telehealth/contract';
import { DataTable, Dialog, Spinner, Stack, Text } from '@telehealth/ui';

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
  const { data, isLoading } = api.promoCodes.listPromoRedemptions.useQuery(
    code ? { params: { id: code.id } } : null,
  );
  return (
    <Dialog.Root open={code !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Content size="lg" aria-describedby={undefined}>
        <Dialog.Header>
          <Dialog.Title>Redemptions: {code?.code}</Dialog.Title>
        </Dialog.Header>
        <Stack gap="medium">
          {isLoading ? <Spinner label="Loading redemptions" /> : null}
          {data && data.length === 0 ? <Text tone="muted">This code has not been redeemed.</Text> : null}
          {data && data.length > 0 ? (
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
              rows={data}
              rowKey={(row) => row.paymentId}
              emptyMessage="This code has not been redeemed."
            />
          ) : null}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
