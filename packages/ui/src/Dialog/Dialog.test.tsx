import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { DropdownMenu } from '../DropdownMenu';
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

  describe('returns focus to what opened it', () => {
    function EditDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
      return (
        <Dialog.Root open={open} onOpenChange={onOpenChange}>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Edit Document</Dialog.Title>
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Root>
      );
    }

    it('when opened by state from a button that is not a Dialog.Trigger', async () => {
      function Page() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <Button onClick={() => setOpen(true)}>Edit</Button>
            <EditDialog open={open} onOpenChange={setOpen} />
          </>
        );
      }
      renderWithTheme(<Page />);
      const edit = screen.getByRole('button', { name: 'Edit' });
      await userEvent.click(edit);
      expect(await screen.findByRole('dialog', { name: 'Edit Document' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(edit).toHaveFocus());

      // By keyboard too, closing with a button inside.
      edit.focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(edit).toHaveFocus());
    });

    it("when opened from a menu item that has unmounted: to the menu's button", async () => {
      function Row() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger asChild>
                <Button variant="ghost">Actions</Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content>
                <DropdownMenu.Item onSelect={() => setOpen(true)}>Edit</DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Root>
            <EditDialog open={open} onOpenChange={setOpen} />
          </>
        );
      }
      renderWithTheme(<Row />);
      const actions = screen.getByRole('button', { name: 'Actions' });
      actions.focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(await screen.findByRole('dialog', { name: 'Edit Document' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(actions).toHaveFocus());
    });
  });
});
