import { Button, Inline } from '@telehealth/ui';
import type { ReactNode } from 'react';
import { SubmitButton, useSubmitting } from './FormShell';

/**
 * A dialog form's buttons, at its end: Cancel (when the form can be left; off while the submit runs) and the
 * submit button, busy while the enclosing FormShell's submit runs, whose label (`children`, `busyLabel`) says what
 * it does in each state.
 */
export function FormActions({
  onCancel,
  busyLabel,
  children,
}: {
  onCancel?: (() => void) | undefined;
  busyLabel?: ReactNode;
  children: ReactNode;
}) {
  const submitting = useSubmitting();
  return (
    <Inline gap="small" justify="end">
      {onCancel ? (
        <Button type="button" variant="soft" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
      ) : null}
      <SubmitButton variant="solid" busyLabel={busyLabel}>
        {children}
      </SubmitButton>
    </Inline>
  );
}
