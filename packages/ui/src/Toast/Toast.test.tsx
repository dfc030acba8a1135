import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Toaster } from './Toast';
import { dismissToast, resetToasts, TOAST_DURATION_MS, toast } from './toastStore';

function region() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

function visibleToasts() {
  return within(region()).queryAllByRole('listitem');
}

afterEach(() => {
  vi.useRealTimers();
  act(() => resetToasts());
});

describe('toast and Toaster', () => {
  it('shows a toast requested outside React, with its title and description', async () => {
    const { container } = renderWithTheme(<Toaster />);
    // A plain function call, as from a data hook or a catch block: no hook, no context.
    act(() => {
      toast({ title: 'Logout failed', description: 'Network error', tone: 'critical' });
    });
    const [item] = visibleToasts();
    expect(item).toHaveTextContent('Logout failed');
    expect(item).toHaveTextContent('Network error');
    await expectNoAxeViolations(container);
  });

  it('announces a critical toast assertively and others politely, in the tone of Alert and Badge', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Logout failed', tone: 'critical' });
    });
    expect(visibleToasts()[0]).toHaveAttribute('data-tone', 'critical');
    await waitFor(() =>
      expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent('Logout failed'),
    );
    act(() => {
      toast({ title: 'Logged out successfully', tone: 'positive' });
    });
    expect(visibleToasts()[0]).toHaveAttribute('data-tone', 'positive');
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Logged out successfully'),
    );
    act(() => {
      toast({ title: 'Saved' });
    });
    expect(visibleToasts()[0]).toHaveAttribute('data-tone', 'neutral');
  });

  it('shows at most one toast: the newest replaces the one showing', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Legal document created successfully', tone: 'positive' });
      toast({ title: 'Document activated successfully', tone: 'positive' });
    });
    const items = visibleToasts();
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Document activated successfully');

    act(() => {
      toast({ title: 'Status updated', description: 'Submission status updated to resolved' });
    });
    expect(visibleToasts()).toHaveLength(1);
    expect(visibleToasts()[0]).toHaveTextContent('Status updated');
  });

  it('shows a toast once even when two Toasters are mounted', () => {
    renderWithTheme(
      <>
        <Toaster />
        <Toaster />
      </>,
    );
    act(() => {
      toast({ title: 'Logged out successfully' });
    });
    expect(screen.getAllByRole('region', { name: 'Notifications (F8)' })).toHaveLength(1);
    expect(visibleToasts()).toHaveLength(1);
  });

  it('closes with its close button', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Success', description: 'Legal document deleted successfully' });
    });
    await userEvent.click(within(region()).getByRole('button', { name: 'Close notification' }));
    expect(visibleToasts()).toHaveLength(0);
  });

  it('closes by itself after 5000 ms by default', () => {
    vi.useFakeTimers();
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Logged out successfully' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(visibleToasts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(visibleToasts()).toHaveLength(0);
  });

  it('honours a per-toast duration', () => {
    vi.useFakeTimers();
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Validation Error', tone: 'critical', duration: 1000 });
    });
    act(() => {
      vi.advanceTimersByTime(1100);
    });
    expect(visibleToasts()).toHaveLength(0);
  });

  it('can be dismissed through its handle or by id', () => {
    renderWithTheme(<Toaster />);
    let handle = { id: '', dismiss: () => {} };
    act(() => {
      handle = toast({ title: 'Saving...' });
    });
    act(() => handle.dismiss());
    expect(visibleToasts()).toHaveLength(0);
    act(() => {
      handle = toast({ title: 'Saved' });
    });
    act(() => dismissToast(handle.id));
    expect(visibleToasts()).toHaveLength(0);
  });

  it('moves focus to the notifications with F8', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({
        title: 'Already Subscribed',
        description: 'This email is already subscribed to this campaign.',
      });
    });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region()).toContainElement(document.activeElement as HTMLElement);
  });

  it('moves to the top while a modal dialog is open, clear of its actions, and back after', async () => {
    const { rerender } = renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Status updated', tone: 'positive' });
    });
    // The dialog hides everything else from the accessibility tree, so the stack is found once, before it opens.
    const list = region().querySelector('ol') as HTMLElement;
    const stack = () => list;
    expect(getComputedStyle(stack()).bottom).toBe('0px');
    rerender(
      <>
        <Toaster />
        <Dialog.Root open>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Delivery to a PO box</Dialog.Title>
          </Dialog.Content>
        </Dialog.Root>
      </>,
    );
    await waitFor(() => expect(getComputedStyle(stack()).top).toBe('0px'));
    expect(getComputedStyle(stack()).bottom).toBe('auto');
    rerender(<Toaster />);
    await waitFor(() => expect(getComputedStyle(stack()).bottom).toBe('0px'));
  });
});
