import { formatAud, type PromoCode } from '@telehealth/contract';
import { Badge, Button, DataTable, type DataTableColumn, Inline } from '@telehealth/ui';

const validForLabels = { assessment: 'Assessments', prescription: 'Prescriptions', both: 'Both' } as const;

/** '10%' or '$5.00'. */
export const discountLabel = (code: Pick<PromoCode, 'discountType' | 'value'>) =>
  code.discountType === 'percentage' ? `${code.value}%` : formatAud(code.value);

export interface PromoCodesTableProps {
  codes: readonly PromoCode[];
  onEdit: (code: PromoCode) => void;
  onDeactivate: (code: PromoCode) => void;
  /** Offered only for codes with no uses. */
  onDelete: (code: PromoCode) => void;
  onRedemptions: (code: PromoCode) => void;
  /** Dates as the viewer reads them. */
  formatDay: (iso: string) => string;
}

/** Every code with its discount, scope, dates, uses and state; Delete only for a code never redeemed. */
export function PromoCodesTable({
  codes,
  onEdit,
  onDeactivate,
  onDelete,
  onRedemptions,
  formatDay,
}: PromoCodesTableProps) {
  const columns: DataTableColumn<PromoCode>[] = [
    { key: 'code', header: 'Code', cell: (code) => code.code },
    { key: 'discount', header: 'Discount', cell: discountLabel },
    { key: 'validFor', header: 'Valid for', cell: (code) => validForLabels[code.validFor] },
    {
      key: 'dates',
      header: 'Dates',
      cell: (code) => (
        <>
          {code.startsAt ? formatDay(code.startsAt) : 'Now'} –{' '}
          {code.expiresAt ? formatDay(code.expiresAt) : 'No end'}
        </>
      ),
    },
    {
      key: 'uses',
      header: 'Uses',
      cell: (code) => (
        <>
          {code.uses}
          {code.maxUses === null ? '' : ` / ${code.maxUses}`}
          {code.maxUsesPerPatient === null ? '' : ` (${code.maxUsesPerPatient} per patient)`}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      cell: (code) => (
        <Badge tone={code.isActive ? 'positive' : 'neutral'}>{code.isActive ? 'Active' : 'Inactive'}</Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      nowrap: true,
      unlabelled: true,
      cell: (code) => (
        <Inline gap="xsmall">
          <Button size="sm" variant="outline" onClick={() => onEdit(code)} aria-label={`Edit ${code.code}`}>
            Edit
          </Button>
          {code.isActive ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onDeactivate(code)}
              aria-label={`Deactivate ${code.code}`}
            >
              Deactivate
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onRedemptions(code)}
            aria-label={`Redemptions of ${code.code}`}
          >
            Redemptions
          </Button>
          {/* A redeemed code can only be deactivated (the server refuses its deletion too). */}
          {code.uses === 0 ? (
            <Button
              size="sm"
              variant="ghost"
              tone="critical"
              onClick={() => onDelete(code)}
              aria-label={`Delete ${code.code}`}
            >
              Delete
            </Button>
          ) : null}
        </Inline>
      ),
    },
  ];
  return (
    <DataTable
      caption="Promo codes"
      captionHidden
      columns={columns}
      rows={codes}
      rowKey={(code) => code.id}
      emptyMessage="No promo codes yet."
    />
  );
}
