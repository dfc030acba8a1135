import { articleMessages } from '@telehealth/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { ArticleForm } from './ArticleForm';

describe('ArticleForm', () => {
  it('shows the title message and the server slug message', async () => {
    const onSave = vi.fn().mockRejectedValue({ message: articleMessages.slugTaken, field: 'slug' });
    const { container } = render(<ArticleForm onSave={onSave} autosaveDelayMs={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(articleMessages.titleRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Sleep');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(articleMessages.slugTaken)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(container);
  });

  it('saves by itself after a quiet spell, says Saved, and shows the warnings', async () => {
    const onSave = vi
      .fn()
      .mockResolvedValue({ warnings: ['This article names a prescription-only medicine (viagra).'] });
    render(<ArticleForm onSave={onSave} autosaveDelayMs={50} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Walking daily' } });
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ title: 'Walking daily', category: 'general-health' });
    expect(await screen.findByText(articleMessages.saved)).toBeInTheDocument();
    expect(screen.getByText(/prescription-only medicine/)).toBeInTheDocument();
  });

  it('keeps the text and says so when a save fails', async () => {
    const onSave = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    render(<ArticleForm onSave={onSave} autosaveDelayMs={50} />);
    const title = screen.getByRole('textbox', { name: /Title/ });
    await act(async () => {
      fireEvent.change(title, { target: { value: 'Offline draft' } });
    });
    expect(await screen.findByText(articleMessages.saveFailed)).toBeInTheDocument();
    expect(title).toHaveValue('Offline draft');
  });
});
