import { ConfirmDialog, Dialog, type DialogContentProps } from '@telehealth/ui';
import { type ReactNode, useState } from 'react';
import { closeOnEscape } from './closeOnEscape';

export const unsavedChangesMessages = {
  title: 'Discard unsaved changes?',
  description: 'The changes you made in this form have not been saved and will be lost.',
  discard: 'Discard changes',
  keepEditing: 'Keep editing',
} as const;

export interface FormDialogProps {
  open: boolean;
  /** Closes the dialog: at once when nothing changed, after the user agreed to discard otherwise. */
  onClose: () => void;
  /** Whether the form holds changes that are not saved. */
  dirty: boolean;
  title: ReactNode;
  size?: DialogContentProps['size'];
  /** The form; pass `requestClose` as its Cancel, so Cancel asks too. */
  children: (requestClose: () => void) => ReactNode;
}

/**
 * A dialog holding a form. Every way out (Escape, Cancel, the close button, a click outside) asks before
 * discarding unsaved changes, with a ConfirmDialog: nothing typed is lost by a stray key.
 */
export function FormDialog({ open, onClose, dirty, title, size = 'md', children }: FormDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => (dirty ? setConfirming(true) : onClose());
  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (!next) requestClose();
        }}
      >
        <Dialog.Content size={size} aria-describedby={undefined} onKeyDown={closeOnEscape(requestClose)}>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>{children(requestClose)}</Dialog.Body>
        </Dialog.Content>
      </Dialog.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={unsavedChangesMessages.title}
        description={unsavedChangesMessages.description}
        confirmLabel={unsavedChangesMessages.discard}
        cancelLabel={unsavedChangesMessages.keepEditing}
        tone="critical"
        onConfirm={onClose}
      />
    </>
  );
}
