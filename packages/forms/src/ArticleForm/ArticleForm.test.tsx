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

  it('offers the cover from the start: one chosen before the first save waits for it, then goes up', async () => {
    const onSave = vi.fn().mockResolvedValue({ warnings: [] });
    const upload = vi.fn().mockResolvedValue(undefined);
    const cover = new File(['gif'], 'walking.gif', { type: 'image/gif' });
    const view = (onCoverChange?: (file: File) => Promise<unknown>) => (
      <ArticleForm onSave={onSave} autosaveDelayMs={0} {...(onCoverChange ? { onCoverChange } : {})} />
    );
    const { rerender, container } = render(view());
    // No title yet: the draft cannot be saved, so the cover waits, and says so.
    await userEvent.upload(screen.getByLabelText('Upload a cover image'), cover);
    expect(screen.getByText(/walking\.gif is uploaded as soon as the draft is saved/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(onSave).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    // The title makes the draft savable; the page's first save gives the article an id and with it the upload.
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Walking daily');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(upload).not.toHaveBeenCalled();
    rerender(view(upload));
    await waitFor(() => expect(upload).toHaveBeenCalledWith(cover));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/is uploaded as soon as the draft is saved/)).not.toBeInTheDocument();
  });

  it('saves the draft at once when a cover is chosen and the title is there', async () => {
    const onSave = vi.fn().mockResolvedValue({ warnings: [] });
    render(<ArticleForm onSave={onSave} autosaveDelayMs={0} defaultValues={{ title: 'Sleep well' }} />);
    await userEvent.upload(
      screen.getByLabelText('Upload a cover image'),
      new File(['png'], 'sleep.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ title: 'Sleep well' });
  });
});
