import type { AssessmentStatus } from '@telehealth/contract';
import { Badge, type BadgeProps } from '@telehealth/ui';

const typeLabels: Record<string, string> = {
  erectile_dysfunction: 'Erectile dysfunction',
  weight_loss: 'Weight loss',
  contraception: 'Contraception',
};

/** 'Erectile dysfunction' for `erectile_dysfunction`. */
export function assessmentTypeLabel(type: string): string {
  return typeLabels[type] ?? type.replace(/_/g, ' ');
}

const statuses: Record<AssessmentStatus, { label: string; tone: NonNullable<BadgeProps['tone']> }> = {
  draft: { label: 'Not submitted', tone: 'neutral' },
  pending_payment: { label: 'Awaiting payment', tone: 'caution' },
  awaiting_review: { label: 'Awaiting review', tone: 'info' },
  in_review: { label: 'In review', tone: 'info' },
  approved: { label: 'Approved', tone: 'positive' },
  declined: { label: 'Declined', tone: 'critical' },
};

/** An assessment's status in the patient's words: 'Awaiting review'. */
export function assessmentStatusLabel(status: AssessmentStatus): string {
  return statuses[status].label;
}

/** An assessment's status in the patient's words. */
export function AssessmentStatusBadge({ status }: { status: AssessmentStatus }) {
  const { label, tone } = statuses[status];
  return <Badge tone={tone}>{label}</Badge>;
}
