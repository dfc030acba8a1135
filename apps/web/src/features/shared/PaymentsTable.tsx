import { paymentInvoiceUrl } from '@telehealth/api';
import {
  formatAud,
  formatDateTime,
  type Payment,
  paymentStatusLabels,
  type ZoneOption,
} from '@telehealth/contract';
import { Badge, DataTable, type DataTableColumn, Link } from '@telehealth/ui';

const statusTone = {
  succeeded: 'positive',
  pending: 'info',
  failed: 'critical',
  refunded: 'neutral',
} as const;

const columns = (zone: ZoneOption): DataTableColumn<Payment>[] => [
  {
    key: 'date',
    header: 'Date',
    cell: (payment) => formatDateTime(payment.paidAt ?? payment.createdAt, zone).slice(0, 10),
  },
  { key: 'item', header: 'Item', cell: (payment) => payment.item },
  {
    key: 'amount',
    header: 'Amount',
    cell: (payment) => (
      <>
        {formatAud(payment.amountCents)}
        {payment.discountCents > 0 ? ` (${formatAud(payment.discountCents)} off)` : ''}
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    cell: (payment) => <Badge tone={statusTone[payment.status]}>{paymentStatusLabels[payment.status]}</Badge>,
  },
  {
    key: 'invoice',
    header: 'Invoice',
    nowrap: true,
    cell: (payment) =>
      payment.invoiceNumber ? (
        <Link href={paymentInvoiceUrl(payment.id)} target="_blank" rel="noopener">
          {payment.invoiceNumber}
        </Link>
      ) : (
        '—'
      ),
  },
];

export interface PaymentsTableProps {
  payments: readonly Payment[];
  zone: ZoneOption;
}

/** `/dashboard/payments` (docs/product/checkout.md): date, item, amount, status and the tax invoice of each payment. */
export function PaymentsTable({ payments, zone }: PaymentsTableProps) {
  return (
    <DataTable
      caption="Payments"
      captionHidden
      columns={columns(zone)}
      rows={payments}
      rowKey={(payment) => payment.id}
      emptyMessage="No payments yet."
    />
  );
}
