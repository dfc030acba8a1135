import {
  type AssessmentType,
  assessmentTypeLabels,
  type PrescribableMedication,
  prescribableFor,
  reviewMessages,
} from '@telehealth/contract';
import { Alert, Link, Stack, Tabs } from '@telehealth/ui';
import { type ReactNode, useMemo } from 'react';
import { ApproveForm, type PrescribeItem } from './ApproveForm';
import { DeclineForm } from './DeclineForm';

export interface ReviewDecisionFormProps {
  /** The active catalogue (`GET /api/practitioner/medications`); only those named for `assessmentType` are offered. */
  medications: readonly PrescribableMedication[];
  /** The assessment's type: a medicine is offered only when it may be prescribed for it. */
  assessmentType: AssessmentType;
  /** Nothing stops the practitioner prescribing (`prescribingRefusals` is empty); Approve is off otherwise. */
  canPrescribe: boolean;
  /**
   * Why they cannot, in words that name what is missing (`prescribingRefusals`), shown above Approve with the
   * profile link; the prescriber number and signature message when not given.
   */
  cannotPrescribeReasons?: readonly string[];
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
 * The practitioner's decision on an assessment (docs/product/practitioner.md), as two tabs (arrow keys move between them): Approve,
 * with one or more medicines from the catalogue, each with instructions, quantity and repeats; and Decline, with a
 * reason. While something stops the practitioner prescribing (a prescriber number, a signature, a practice detail)
 * Approve is off, the alert names what is missing and the profile is linked. Approve offers only
 * the medicines that may be prescribed for the assessment's type (docs/product/prescriptions.md).
 */
export function ReviewDecisionForm({
  medications,
  assessmentType,
  canPrescribe,
  cannotPrescribeReasons,
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
  const offered = useMemo(() => prescribableFor(medications, assessmentType), [medications, assessmentType]);
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
              {(cannotPrescribeReasons?.length
                ? cannotPrescribeReasons
                : [reviewMessages.prescriberRequired]
              ).join(' ')}{' '}
              {profileLink}
            </Alert>
          )}
          {offered.length === 0 && medications.length > 0 ? (
            <Alert tone="caution">
              {reviewMessages.noMedicinesForType(assessmentTypeLabels[assessmentType])}
            </Alert>
          ) : null}
          <ApproveForm
            medications={offered}
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
