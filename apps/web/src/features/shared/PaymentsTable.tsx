import { paymentInvoiceUrl } from '@telehealth/api';
import {
  formatAud,
  formatDateTime,
  type Payment,
  paymentStatusLabels,
  type ZoneOption,
} from '@telehealth/contract';
import { Badge, Link, Table } from '@telehealth/ui';

const statusTone = {
  succeeded: 'positive',
  pending: 'info',
  failed: 'critical',
  refunded: 'neutral',
} as const;

export interface PaymentsTableProps {
  payments: readonly Payment[];
  zone: ZoneOption;
}

/** `/dashboard/payments` (docs/product/checkout.md): date, item, amount, status and the tax invoice of each payment. */
export function PaymentsTable({ payments, zone }: PaymentsTableProps) {
  return (
    <Table.Root label="Payments" stackBelow="tablet">
      <Table.Header>
        <Table.Row>
          {['Date', 'Item', 'Amount', 'Status', 'Invoice'].map((column) => (
            <Table.Head key={column}>{column}</Table.Head>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {payments.map((payment) => (
          <Table.Row key={payment.id}>
            <Table.Cell label="Date">
              {formatDateTime(payment.paidAt ?? payment.createdAt, zone).slice(0, 10)}
            </Table.Cell>
            <Table.Cell label="Item">{payment.item}</Table.Cell>
            <Table.Cell label="Amount">
              {formatAud(payment.amountCents)}
              {payment.discountCents > 0 ? ` (${formatAud(payment.discountCents)} off)` : ''}
            </Table.Cell>
            <Table.Cell label="Status" nowrap>
              <Badge tone={statusTone[payment.status]}>{paymentStatusLabels[payment.status]}</Badge>
            </Table.Cell>
            <Table.Cell label="Invoice" nowrap>
              {payment.invoiceNumber ? (
                <Link href={paymentInvoiceUrl(payment.id)} target="_blank" rel="noopener">
                  {payment.invoiceNumber}
                </Link>
              ) : (
                '—'
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
