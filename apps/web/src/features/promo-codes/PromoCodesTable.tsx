import { formatAud, type PromoCode } from '@telehealth/contract';
import { Badge, Button, Inline, Table } from '@telehealth/ui';

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
  return (
    <Table.Root label="Promo codes" stackBelow="tablet">
      <Table.Header>
        <Table.Row>
          {['Code', 'Discount', 'Valid for', 'Dates', 'Uses', 'Status', 'Actions'].map((column) => (
            <Table.Head key={column}>{column}</Table.Head>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {codes.map((code) => (
          <Table.Row key={code.id}>
            <Table.Cell label="Code">{code.code}</Table.Cell>
            <Table.Cell label="Discount">{discountLabel(code)}</Table.Cell>
            <Table.Cell label="Valid for">{validForLabels[code.validFor]}</Table.Cell>
            <Table.Cell label="Dates">
              {code.startsAt ? formatDay(code.startsAt) : 'Now'} –{' '}
              {code.expiresAt ? formatDay(code.expiresAt) : 'No end'}
            </Table.Cell>
            <Table.Cell label="Uses">
              {code.uses}
              {code.maxUses === null ? '' : ` / ${code.maxUses}`}
              {code.maxUsesPerPatient === null ? '' : ` (${code.maxUsesPerPatient} per patient)`}
            </Table.Cell>
            <Table.Cell label="Status" nowrap>
              <Badge tone={code.isActive ? 'positive' : 'neutral'}>
                {code.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </Table.Cell>
            <Table.Cell nowrap>
              <Inline gap="xsmall">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onEdit(code)}
                  aria-label={`Edit ${code.code}`}
                >
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
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
