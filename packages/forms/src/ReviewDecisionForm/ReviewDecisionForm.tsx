import { type PrescribableMedication, reviewMessages } from '@telehealth/contract';
import { Alert, Link, Stack, Tabs } from '@telehealth/ui';
import type { ReactNode } from 'react';
import { ApproveForm, type PrescribeItem } from './ApproveForm';
import { DeclineForm } from './DeclineForm';

export interface ReviewDecisionFormProps {
  /** The active catalogue (`GET /api/practitioner/medications`). */
  medications: readonly PrescribableMedication[];
  /** The practitioner has a prescriber number and a signature; Approve is off without them. */
  canPrescribe: boolean;
  /** Where the practitioner adds them: the profile page. */
  profileHref: string;
  /** Renders the profile link with the app's router; a plain link by default. */
  renderLink?: (props: { href: string; children: ReactNode }) => ReactNode;
  /** Approves with these medicines; a rejection's `{ message, field }` shows under the field, or above Approve. */
  onApprove: (items: PrescribeItem[]) => Promise<void>;
  /** Declines with this reason; a rejection shows under the reason, or above Decline. */
  onDecline: (reason: string) => Promise<void>;
  disabled?: boolean;
}

/**
 * The practitioner's decision on an assessment (journeys §5), as two tabs (arrow keys move between them): Approve,
 * with one or more medicines from the catalogue, each with instructions, quantity and repeats; and Decline, with a
 * reason. Without a prescriber number and signature Approve is off and the profile is linked.
 */
export function ReviewDecisionForm({
  medications,
  canPrescribe,
  profileHref,
  renderLink,
  onApprove,
  onDecline,
  disabled,
}: ReviewDecisionFormProps) {
  const profileLink = renderLink ? (
    renderLink({ href: profileHref, children: 'Go to your profile' })
  ) : (
    <Link href={profileHref}>Go to your profile</Link>
  );
  return (
    <Tabs.Root defaultValue="approve">
      <Tabs.List aria-label="Decision">
        <Tabs.Trigger value="approve">Approve</Tabs.Trigger>
        <Tabs.Trigger value="decline">Decline</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="approve">
        <Stack gap="large">
          {canPrescribe ? null : (
            <Alert tone="caution">
              {reviewMessages.prescriberRequired} {profileLink}
            </Alert>
          )}
          <ApproveForm
            medications={medications}
            canPrescribe={canPrescribe}
            onApprove={onApprove}
            disabled={disabled}
          />
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="decline">
        <DeclineForm onDecline={onDecline} disabled={disabled} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
