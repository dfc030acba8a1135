import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { DeferredToaster } from './DeferredToaster';
import { resetToasts, toast } from './toastStore';

afterEach(() => {
  act(() => resetToasts());
});

describe('DeferredToaster', () => {
  it('renders nothing until the first toast, then shows it', async () => {
    renderWithTheme(<DeferredToaster />);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
    act(() => {
      toast({ title: 'Saved', tone: 'positive' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByRole('listitem')).toHaveTextContent('Saved');
  });
});
