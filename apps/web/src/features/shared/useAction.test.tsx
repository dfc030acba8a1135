import { ApiError } from '@telehealth/api';
import { Button, ThemeProvider, Toaster, toast } from '@telehealth/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { type ActionOptions, serverError, succeeded, thrownMessage, useAction } from './useAction';

type Save = (name: string) => Promise<{ id: number }>;

/** A button that runs `save('Ada')` through useAction, and the app's toaster. */
function Probe({ save, options }: { save: Save; options: ActionOptions<[string], { id: number }> }) {
  const run = useAction(save, options);
  return (
    <>
      <Button
        onClick={() =>
          run('Ada').then(
            (succeeded) => console.info('settled', succeeded),
            (error) => console.info('rethrown', thrownMessage(error)),
          )
        }
      >
        Save
      </Button>
      <Toaster />
    </>
  );
}

function renderProbe(save: Save, options: ActionOptions<[string], { id: number }>) {
  return render(
    <ThemeProvider>
      <Probe save={save} options={options} />
    </ThemeProvider>,
  );
}

/** The toast on screen (at most one shows). */
async function shownToast() {
  const region = screen.getByRole('region', { name: 'Notifications (F8)' });
  return within(region).findByRole('listitem');
}

const refused = () =>
  Promise.reject(new ApiError(409, 'Conflict', { body: { message: 'Name already taken' } }));

describe('useAction', () => {
  it("toasts 'Success' with what was done, then runs onSuccess with the result and the arguments", async () => {
    const onSuccess = vi.fn();
    const { container } = renderProbe(async () => ({ id: 7 }), {
      success: (_, name) => succeeded(`${name} saved`),
      failure: serverError('Failed to save'),
      onSuccess,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const shown = await shownToast();
    expect(shown).toHaveTextContent(/^SuccessAda saved/);
    expect(shown).toHaveAttribute('data-tone', 'positive');
    expect(onSuccess).toHaveBeenCalledWith({ id: 7 }, 'Ada');
    await expectNoAxeViolations(container);
  });

  it("shows the server's own message under 'Error', and skips onSuccess", async () => {
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    renderProbe(refused, {
      success: succeeded('Saved'),
      failure: serverError('Failed to save'),
      onSuccess,
      onFailure,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const shown = await shownToast();
    expect(shown).toHaveTextContent(/^ErrorName already taken/);
    expect(shown).toHaveAttribute('data-tone', 'critical');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledWith(expect.any(ApiError), 'Ada');
  });

  it("falls back to the screen's own words when the server said nothing, under the title given", async () => {
    renderProbe(() => Promise.reject(new TypeError('Failed to fetch')), {
      failure: serverError('Failed to save', 'Could not save'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await shownToast()).toHaveTextContent(/^Could not saveFailed to save$/);
  });

  it('stays quiet when a toast builder answers nothing', async () => {
    const onSuccess = vi.fn();
    renderProbe(async () => ({ id: 1 }), { success: () => null, failure: serverError('Failed'), onSuccess });
    // One toast shows at a time: any toast of the action would replace this one.
    act(() => {
      toast({ title: 'Earlier news' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(await shownToast()).toHaveTextContent(/^Earlier news$/);
  });

  it('throws the error again after its toast with rethrow, so that a form stays as it was', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    renderProbe(refused, { failure: serverError('Failed to save'), rethrow: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await shownToast()).toHaveTextContent('Name already taken');
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('rethrown', 'Conflict'));
    info.mockRestore();
  });

  it('resolves to false after a failure when rethrow is not set, and to true after a success', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { unmount } = renderProbe(refused, { failure: serverError('Failed to save') });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('settled', false));
    unmount();
    renderProbe(async () => ({ id: 2 }), { failure: serverError('Failed to save') });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('settled', true));
    info.mockRestore();
  });
});
