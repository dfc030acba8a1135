import { adminOperationsMessages as messages } from '@telehealth/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { PrescriptionStatusForm } from './PrescriptionStatusForm';

describe('PrescriptionStatusForm', () => {
  it('offers the next step only, without a tracking number before posting', async () => {
    const onSubmit = vi.fn();
    render(<PrescriptionStatusForm currentStatus="preparing" onSubmit={onSubmit} />);
    expect(screen.queryByLabelText('Tracking number')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Ready' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ status: 'ready' }));
  });

  it('requires the tracking number to mark a prescription posted', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<PrescriptionStatusForm currentStatus="ready" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Posted' }));
    expect(await screen.findByText(messages.trackingNumberRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Tracking number')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Tracking number'), 'AP<1>');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Posted' }));
    expect(await screen.findByText(messages.trackingNumberFormat)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    await userEvent.clear(screen.getByLabelText('Tracking number'));
    await userEvent.type(screen.getByLabelText('Tracking number'), ' AP123456789AU ');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Posted' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ status: 'posted', trackingNumber: 'AP123456789AU' }),
    );
  });

  it('shows the server’s 409 above the form', async () => {
    render(
      <PrescriptionStatusForm
        currentStatus="posted"
        defaultTrackingNumber="AP1"
        onSubmit={() => Promise.reject({ status: 409, message: messages.statusChanged })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Delivered' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.statusChanged);
  });

  it('has no step left once delivered', () => {
    render(<PrescriptionStatusForm currentStatus="delivered" onSubmit={vi.fn()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(/has been delivered/)).toBeInTheDocument();
  });
});
