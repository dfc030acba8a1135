import { type MockRequest, mockFailure } from '@telehealth/api';
import type { AppointmentSetting } from '@telehealth/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { heldAnswer, renderRoute } from '../../test/renderRoute';

const settings: AppointmentSetting[] = [
  {
    id: 1,
    practitionerId: 7,
    appointmentDuration: 15,
    practitioner: {
      name: 'Sarah Johnson',
      specialization: 'General Practice',
      isActive: true,
      appointmentLimit: 4,
    },
  },
  {
    id: 2,
    practitionerId: 8,
    appointmentDuration: 20,
    practitioner: { name: 'Tom Lee', specialization: "Men's Health", isActive: false, appointmentLimit: 2 },
  },
];
const admin = { '/api/user': users.admin };

async function editSarah() {
  const card = await screen.findByRole('listitem', { name: 'Dr. Sarah Johnson' });
  await userEvent.click(within(card).getByRole('button', { name: 'Edit Duration' }));
  const input = within(card).getByLabelText('Appointment duration (minutes)');
  return { card, input };
}

describe('/admin/appointment-settings', () => {
  it('shows each practitioner with duration, limit and capacity', async () => {
    const { container } = renderRoute('/admin/appointment-settings', {
      ...admin,
      '/api/admin/appointment-settings': settings,
    });
    const card = await screen.findByRole('listitem', { name: 'Dr. Sarah Johnson' });
    expect(within(card).getByText('General Practice')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('15 minutes')).toBeInTheDocument();
    expect(within(card).getByText('4 per hour')).toBeInTheDocument();
    expect(within(card).getByText('60 minutes per hour')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Dr. Tom Lee' })).getByText('Inactive'),
    ).toBeInTheDocument();
    expect(screen.getByText('Validation rules')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows a spinner while loading and the failure message', async () => {
    const failure = heldAnswer(mockFailure(500, 'boom'));
    renderRoute('/admin/appointment-settings', {
      ...admin,
      '/api/admin/appointment-settings': failure.answer,
    });
    expect(await screen.findByText('Loading appointment settings')).toBeInTheDocument();
    failure.release();
    expect(
      await screen.findByText('Failed to load appointment settings. Please try again.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['4', 'Duration must be at least 5 minutes'],
    ['61', 'Duration cannot exceed 60 minutes'],
    ['20', 'Duration × limit (20 × 4 = 80) exceeds 60 minutes limit'],
  ])(
    'refuses %s with "%s", disables Save, and toasts a Validation Error on Enter',
    async (value, message) => {
      const { container } = renderRoute('/admin/appointment-settings', {
        ...admin,
        '/api/admin/appointment-settings': settings,
      });
      const { card, input } = await editSarah();
      await userEvent.clear(input);
      await userEvent.type(input, value);
      expect(within(card).getByText(message)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
      // The toast waits for an attempt to save, so typing '20' never toasts at '2'.
      expect(screen.queryByText('Validation Error')).not.toBeInTheDocument();
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByText('Validation Error')).toBeInTheDocument();
      await expectNoAxeViolations(container);
    },
  );

  it('ignores non-numeric input and saves a valid duration', async () => {
    const bodies: unknown[] = [];
    renderRoute('/admin/appointment-settings', {
      ...admin,
      '/api/admin/appointment-settings': settings,
      'PUT /api/admin/appointment-settings/7': ({ options }: MockRequest) => {
        bodies.push(options.body);
        return settings[0];
      },
    });
    const { card, input } = await editSarah();
    await userEvent.clear(input);
    await userEvent.type(input, 'a1b0');
    expect(input).toHaveValue(10);
    expect(within(card).getByText('Settings are valid and within constraints')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings Updated')).toBeInTheDocument();
    expect(
      screen.getByText('Appointment duration updated successfully for practitioner.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ appointmentDuration: 10 }]);
    expect(within(card).getByRole('button', { name: 'Edit Duration' })).toBeInTheDocument();
  });

  it('toasts Update Failed with the server message, and Cancel discards the draft', async () => {
    renderRoute('/admin/appointment-settings', {
      ...admin,
      '/api/admin/appointment-settings': settings,
      'PUT /api/admin/appointment-settings/7': mockFailure(400, 'Practitioner not found'),
    });
    const { card, input } = await editSarah();
    await userEvent.clear(input);
    await userEvent.type(input, '10');
    await userEvent.click(within(card).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Practitioner not found')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByRole('button', { name: 'Edit Duration' })).toBeInTheDocument();
  });
});
