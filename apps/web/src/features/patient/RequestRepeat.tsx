import { api } from '@telehealth/api';
import { formatAud, type PatientPrescription, repeatMessages, repeatRefusal } from '@telehealth/contract';
import { newCheckoutKey } from '@telehealth/forms';
import { Button, ConfirmDialog, Text } from '@telehealth/ui';
import { useState } from 'react';
import { thrownMessage, useAction } from '../shared/useAction';

export interface RequestRepeatProps {
  prescription: PatientPrescription;
  /** The post fee the repeat charges, in cents. */
  postFeeCents: number;
}

/**
 * 'Request repeat' on the patient's prescription card, offered while repeats are left and once the last supply has been
 * posted (docs/product/prescriptions.md); before that, the card says when it will be. Asks before charging the post fee
 * to the default card, with one key per confirmation so a retried request is charged once.
 */
export function RequestRepeat({ prescription, postFeeCents }: RequestRepeatProps) {
  const [open, setOpen] = useState(false);
  const request = api.patient.requestRepeat.useMutation();
  const confirm = useAction(
    () => request.trigger({ params: { id: prescription.id }, body: { idempotencyKey: newCheckoutKey() } }),
    {
      success: (result) => ({ title: 'Repeat requested', description: result.message, tone: 'positive' }),
      failure: (error) => ({
        title: "Couldn't request the repeat",
        description: thrownMessage(error),
        tone: 'critical',
      }),
      rethrow: true,
    },
  );
  const refusal = repeatRefusal(prescription);
  if (refusal === repeatMessages.notPostedYet)
    return (
      <Text size="small" tone="muted">
        {refusal}
      </Text>
    );
  if (refusal) return null;
  const fee = formatAud(postFeeCents);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Request repeat"
      description={
        postFeeCents > 0
          ? `We'll post your next supply and charge ${fee} for postage to your default card.`
          : "We'll post your next supply."
      }
      confirmLabel={postFeeCents > 0 ? `Pay ${fee} and request` : 'Request'}
      busyLabel="Requesting..."
      tone="brand"
      onConfirm={confirm}
      trigger={
        <Button variant="outline" size="sm">
          Request repeat
        </Button>
      }
    />
  );
}
