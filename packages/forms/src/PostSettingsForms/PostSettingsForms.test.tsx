import { POST_TRACKING_URL_EXAMPLE } from '@telehealth/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { PostFeesForm, PostTrackingUrlForm } from './PostSettingsForms';

vi.setConfig({ testTimeout: 20_000 });

describe('PostTrackingUrlForm', () => {
  it('refuses an invalid URL with the example host and keeps Save off while it is invalid', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<PostTrackingUrlForm defaultValue="" onSubmit={onSubmit} />);
    const input = screen.getByLabelText(/Post Tracking Base URL/);
    await userEvent.type(input, 'not a url');
    expect(
      await screen.findByText(`Please enter a valid URL (e.g., ${POST_TRACKING_URL_EXAMPLE})`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Test URL' })).toBeDisabled();
    await userEvent.clear(input);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(''));
    await expectNoAxeViolations(container);
  });

  it('opens the URL in a new tab with Test URL, and saves it', async () => {
    const openUrl = vi.fn();
    const onSubmit = vi.fn();
    render(<PostTrackingUrlForm defaultValue="" onSubmit={onSubmit} openUrl={openUrl} />);
    await userEvent.type(screen.getByLabelText(/Post Tracking Base URL/), 'https://auspost.com.au/track/');
    await userEvent.click(screen.getByRole('button', { name: 'Test URL' }));
    expect(openUrl).toHaveBeenCalledWith('https://auspost.com.au/track/');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('https://auspost.com.au/track/'));
  });
});

describe('PostFeesForm', () => {
  it("says 'Please enter a valid amount (e.g., 0.00)' and accepts empty", async () => {
    const onSubmit = vi.fn();
    render(<PostFeesForm defaultValue="9.95" onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Post Fees (AUD)');
    await userEvent.clear(input);
    await userEvent.type(input, '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid amount (e.g., 0.00)')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(''));
  });
});
