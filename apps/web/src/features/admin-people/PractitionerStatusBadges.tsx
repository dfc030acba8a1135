import { Badge, Inline } from '@telehealth/ui';

/** Active or Inactive, and 'Invitation pending' while the set-password link is unused. */
export function PractitionerStatusBadges({
  practitioner,
}: {
  practitioner: { isActive: boolean; invitationPending: boolean };
}) {
  return (
    <Inline gap="xsmall">
      {practitioner.isActive ? <Badge tone="positive">Active</Badge> : <Badge tone="neutral">Inactive</Badge>}
      {practitioner.invitationPending ? <Badge tone="caution">Invitation pending</Badge> : null}
    </Inline>
  );
}
