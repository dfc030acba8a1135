import { Button, Inline } from '@telehealth/ui';
import type { ReactNode } from 'react';

/**
 * A dialog form's buttons, at its end: Cancel (when the form can be left) and the submit button, which shows it is
 * busy and whose label (`children`) says what it does in each state.
 */
export function FormActions({
  onCancel,
  isSubmitting,
  children,
}: {
  onCancel?: (() => void) | undefined;
  isSubmitting: boolean;
  children: ReactNode;
}) {
  return (
    <Inline gap="small" justify="end">
      {onCancel ? (
        <Button type="button" variant="soft" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      ) : null}
      <Button type="submit" variant="solid" busy={isSubmitting}>
        {children}
      </Button>
    </Inline>
  );
}
