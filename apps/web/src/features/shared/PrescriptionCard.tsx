import { prescriptionPdfUrl } from '@telehealth/api';
import {
  formatDate,
  medicineLine,
  type PatientPrescription,
  type PrescriptionStatus,
  prescriptionStatusLabels,
  type ZoneOption,
} from '@telehealth/contract';
import { Badge, type BadgeProps, Card, Heading, Inline, Link, List, Stack, Text } from '@telehealth/ui';
import type { ReactNode } from 'react';

const statusTone: Record<PrescriptionStatus, NonNullable<BadgeProps['tone']>> = {
  preparing: 'info',
  ready: 'caution',
  posted: 'positive',
  delivered: 'neutral',
};

/** A prescription's status as a badge: 'Preparing', 'Ready', 'Posted' or 'Delivered'. */
export function PrescriptionStatusBadge({ status }: { status: PrescriptionStatus }) {
  return <Badge tone={statusTone[status]}>{prescriptionStatusLabels[status]}</Badge>;
}

export interface PrescriptionCardProps {
  prescription: PatientPrescription;
  zone: ZoneOption;
  headingLevel?: 2 | 3;
  /** 'Request repeat' and the like, after the links. */
  actions?: ReactNode;
  /** Framed as a card of its own (default); false inside a card that already frames it (the dashboard's). */
  framed?: boolean;
}

/**
 * One prescription (docs/product/prescriptions.md): its medicines and dosage, repeats left, status, the tracking link once posted,
 * and the prescription as a PDF.
 */
export function PrescriptionCard({
  prescription,
  zone,
  headingLevel = 2,
  actions,
  framed = true,
}: PrescriptionCardProps) {
  const title =
    prescription.medicines.map((item) => `${item.name} ${item.strength}`).join(', ') || 'Prescription';
  const headingId = `prescription-${prescription.id}`;
  const content = (
    <Stack gap="small">
      <Inline gap="small" justify="between" align="center" wrap>
        <Heading level={headingLevel} size="small" id={headingId}>
          {title}
        </Heading>
        <PrescriptionStatusBadge status={prescription.status} />
      </Inline>
      <Text size="small" tone="muted">
        Prescribed {formatDate(prescription.createdAt, zone)} by {prescription.practitionerName}
      </Text>
      <List>
        {prescription.medicines.map((item) => (
          <li key={`${item.name}-${item.strength}-${item.dosage}`}>
            <Text>{medicineLine(item)}</Text>
            {item.instructions ? (
              <Text size="small" tone="muted">
                {item.instructions}
              </Text>
            ) : null}
          </li>
        ))}
      </List>
      <Text size="small">
        Repeats left: {prescription.repeatsRemaining} of {prescription.repeats}
      </Text>
      <Inline gap="medium" align="center" wrap>
        {prescription.trackingUrl ? (
          <Link href={prescription.trackingUrl} target="_blank" rel="noopener noreferrer">
            Track your parcel ({prescription.trackingNumber})
          </Link>
        ) : null}
        <Link href={prescriptionPdfUrl(prescription.id)} target="_blank" rel="noopener">
          View prescription (PDF)
        </Link>
        {actions}
      </Inline>
    </Stack>
  );
  return framed ? (
    <Card as="article" aria-labelledby={headingId}>
      {content}
    </Card>
  ) : (
    <Stack as="article" gap="small" aria-labelledby={headingId}>
      {content}
    </Stack>
  );
}
