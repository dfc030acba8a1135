import { campaignMessages } from '@telehealth/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { CampaignForm } from './CampaignForm';

describe('CampaignForm', () => {
  it('requires a name and a delay from 0 to 600 seconds', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<CampaignForm onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByLabelText('Delay (seconds)'));
    await userEvent.type(screen.getByLabelText('Delay (seconds)'), '601');
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText(campaignMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(campaignMessages.delayRange)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('refuses copy naming a prescription-only medicine, with the spec message', async () => {
    const onSubmit = vi.fn();
    render(<CampaignForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Summer');
    await userEvent.type(screen.getByLabelText('Title'), 'Ozempic for less');
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(
      await screen.findByText('Advertising prescription-only medicines to the public is not allowed.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits every field, and reports the values as they change for the preview', async () => {
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    render(
      <CampaignForm
        mode="edit"
        onSubmit={onSubmit}
        onChange={onChange}
        promoCodes={[{ id: 4, code: 'WELCOME10' }]}
        defaultValues={{
          name: 'Welcome',
          type: 'exit_intent',
          delaySeconds: 2,
          promoCodeId: 4,
          isActive: true,
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Tagline'), 'Save now');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ editableSections: expect.objectContaining({ tagline: 'Save now' }) }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Welcome',
          type: 'exit_intent',
          delaySeconds: 2,
          promoCodeId: 4,
          isActive: true,
          editableSections: { title: '', tagline: 'Save now', 'button-label': '', 'bottom-note': '' },
        }),
      ),
    );
  });

  it("shows the server's refusal on its field", async () => {
    render(
      <CampaignForm
        defaultValues={{ name: 'X' }}
        onSubmit={() =>
          Promise.reject({ status: 400, message: campaignMessages.promoCodeNotFound, field: 'promoCodeId' })
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText(campaignMessages.promoCodeNotFound)).toBeInTheDocument();
  });
});
