import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const title = 'Delete Document';
const description = 'Are you sure you want to delete this document? This action cannot be undone.';

function Harness(props: Partial<ConfirmDialogProps> & Pick<ConfirmDialogProps, 'onConfirm'>) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      trigger={
        <Button variant="solid" tone="critical">
          Delete
        </Button>
      }
      {...props}
    />
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('asks exactly the question it is given, with Cancel focused first', async () => {
    renderWithTheme(<Harness onConfirm={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: title });
    expect(dialog).toHaveAccessibleDescription(description);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    // The modal hides the page behind it, trigger included, from assistive technology.
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    await expectNoAxeViolations(dialog);
  });

  it('cancels without confirming, by button or Escape', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(<Harness onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes at once after a synchronous confirmation', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows Deleting... while the promise is pending, cannot be dismissed, and closes when it resolves', async () => {
    const request = deferred();
    renderWithTheme(<Harness onConfirm={() => request.promise} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const busyButton = screen.getByRole('button', { name: 'Deleting...' });
    expect(busyButton).toBeDisabled();
    expect(busyButton).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    await act(async () => request.resolve());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays open and ready to retry when the promise rejects', async () => {
    const request = deferred();
    renderWithTheme(
      <Harness onConfirm={() => request.promise} confirmLabel="Remove" busyLabel="Removing..." />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Removing...' })).toBeDisabled();

    await act(async () => request.reject(new Error('Network request failed')));
    expect(screen.getByRole('alertdialog', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it('returns focus to the button that opened it by state, after Cancel and after a confirmation', async () => {
    function Row() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button variant="ghost" onClick={() => setOpen(true)}>
            Delete Privacy Policy
          </Button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title={title}
            description={description}
            onConfirm={() => {}}
          />
        </>
      );
    }
    renderWithTheme(<Row />);
    const opener = screen.getByRole('button', { name: 'Delete Privacy Policy' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
