import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Field } from '../Field';
import { Input } from '../Input';
import { themeClassNames } from '../ThemeProvider';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Dialog } from './Dialog';

function CreateDocumentDialog({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button>Create Document</Button>
      </Dialog.Trigger>
      <Dialog.Content size="sm">
        <Dialog.Header>
          <Dialog.Title>Create Document</Dialog.Title>
          <Dialog.Description>Add a new legal document.</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <Field label="Title">
            <Input />
          </Field>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.Close>
          <Button>Save</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe('Dialog', () => {
  it('opens a named, described modal that traps focus and closes with Escape, returning focus', async () => {
    renderWithTheme(<CreateDocumentDialog />);
    const trigger = screen.getByRole('button', { name: 'Create Document' });
    await userEvent.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Create Document' });
    expect(dialog).toHaveAccessibleDescription('Add a new legal document.');
    // Focus starts on the first field and Tab cycles inside the dialog.
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await expectNoAxeViolations(dialog);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from the corner button named Close and from a Dialog.Close', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(<CreateDocumentDialog onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Document' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(screen.getByRole('button', { name: 'Create Document' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives the portalled content the theme of the page', async () => {
    renderWithTheme(<CreateDocumentDialog />, { theme: 'dark' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Document' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Document' });
    expect(dialog.closest(`.${themeClassNames.dark}`)).not.toBeNull();
  });

  it('can leave out the close button', async () => {
    renderWithTheme(
      <Dialog.Root defaultOpen>
        <Dialog.Content hideClose aria-describedby={undefined}>
          <Dialog.Title>Session expired</Dialog.Title>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button>Sign in again</Button>
            </Dialog.Close>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Session expired' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });
});
