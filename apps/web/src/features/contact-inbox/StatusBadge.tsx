import { type ContactStatus, contactStatusLabels } from '@telehealth/contract';
import { Badge } from '@telehealth/ui';

/** A contact submission's status (docs/product/site.md): blue, yellow, green and gray, in the design system's tones. */
const statusTone = {
  new: 'info',
  'in-progress': 'caution',
  resolved: 'positive',
  closed: 'neutral',
} as const satisfies Record<ContactStatus, string>;

export function StatusBadge({ status }: { status: ContactStatus }) {
  return <Badge tone={statusTone[status]}>{contactStatusLabels[status]}</Badge>;
}
