import { usePromoRedemptions } from '@telehealth/api';
import { formatAud, formatDateTime, type PromoCode, type ZoneOption } from '@telehealth/contract';
import { Dialog, Spinner, Stack, Table, Text } from '@telehealth/ui';

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
  const { data, isLoading } = usePromoRedemptions(code?.id ?? null);
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
            <Table.Root label="Redemptions" stackBelow="tablet">
              <Table.Header>
                <Table.Row>
                  <Table.Head>Patient</Table.Head>
                  <Table.Head>Amount</Table.Head>
                  <Table.Head>Status</Table.Head>
                  <Table.Head>Date</Table.Head>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.map((row) => (
                  <Table.Row key={row.paymentId}>
                    <Table.Cell label="Patient">{row.email}</Table.Cell>
                    <Table.Cell label="Amount">{formatAud(row.amountCents)}</Table.Cell>
                    <Table.Cell label="Status">{row.status}</Table.Cell>
                    <Table.Cell label="Date" nowrap>
                      {formatDateTime(row.createdAt, zone)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : null}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
