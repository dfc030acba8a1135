import type { AvailabilitySlot, BookablePractitioner } from '@telehealth/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { BookingForm, type PractitionerChoice } from './BookingForm';

vi.setConfig({ testTimeout: 20_000 });

const practitioners: BookablePractitioner[] = [
  { id: 2, name: 'James Wilson', specialization: "Men's Health", durationMinutes: 20 },
  { id: 1, name: 'Sarah Chen', specialization: 'General Practice', durationMinutes: 15 },
];
// Friday 6 March 2026, 9:30 and 10:00 in Sydney (AEDT); Monday 9 March, 9:00.
const slots: AvailabilitySlot[] = [
  { startsAt: '2026-03-05T22:30:00.000Z', practitionerIds: [1, 2] },
  { startsAt: '2026-03-05T23:00:00.000Z', practitionerIds: [2] },
  { startsAt: '2026-03-08T22:00:00.000Z', practitionerIds: [1] },
];

function renderForm(props: { timeZone?: string; onSubmit?: (choice: unknown) => unknown } = {}) {
  const onSubmit = vi.fn(props.onSubmit ?? (() => undefined));
  const onPractitionerChange = vi.fn();
  function Harness() {
    const [practitioner, setPractitioner] = useState<PractitionerChoice>('first');
    return (
      <BookingForm
        practitioners={practitioners}
        practitioner={practitioner}
        onPractitionerChange={(choice) => {
          onPractitionerChange(choice);
          setPractitioner(choice);
        }}
        slots={slots}
        timeZone={props.timeZone ?? 'Australia/Sydney'}
        onSubmit={onSubmit}
      />
    );
  }
  const view = render(<Harness />);
  return { ...view, onSubmit, onPractitionerChange };
}

describe('BookingForm', () => {
  it("offers 'First available' and each practitioner, then days and times in the viewer's zone", async () => {
    const user = userEvent.setup();
    const { container, onPractitionerChange } = renderForm();
    const practitioner = screen.getByRole('radiogroup', { name: 'Practitioner' });
    expect(practitioner).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'First available' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Dr\. Sarah Chen/ }));
    expect(onPractitionerChange).toHaveBeenCalledWith(1);

    expect(screen.getByRole('radiogroup', { name: 'Day' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Fri 06/03/2026' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mon 09/03/2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Fri 06/03/2026' }));
    expect(screen.getByRole('radio', { name: '9:30 am AEDT' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '10:00 am AEDT' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the same instants in Perth time with its short name', async () => {
    const user = userEvent.setup();
    renderForm({ timeZone: 'Australia/Perth' });
    await user.click(screen.getByRole('radio', { name: 'Fri 06/03/2026' }));
    expect(screen.getByRole('radio', { name: '6:30 am AWST' })).toBeInTheDocument();
  });

  it('is keyboard operable: arrow keys move between days and times', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: 'Fri 06/03/2026' }));
    // Radix selects the newly focused radio while the key is still down, as in a browser.
    const before = document.activeElement;
    await user.keyboard('{ArrowRight>}');
    await waitFor(() => expect(document.activeElement).not.toBe(before));
    await user.keyboard('{/ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Mon 09/03/2026' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '9:00 am AEDT' })).toBeInTheDocument();
  });

  it("books the first free practitioner of the slot for 'First available'", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    const book = screen.getByRole('button', { name: 'Book appointment' });
    expect(book).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Fri 06/03/2026' }));
    await user.click(screen.getByRole('radio', { name: '10:00 am AEDT' }));
    await user.click(book);
    expect(onSubmit).toHaveBeenCalledWith({ practitionerId: 2, startsAt: '2026-03-05T23:00:00.000Z' });
  });

  it('shows the server’s message when the slot was taken meanwhile', async () => {
    const user = userEvent.setup();
    renderForm({
      onSubmit: () => Promise.reject(new Error('This time is no longer available. Please choose another.')),
    });
    await user.click(screen.getByRole('radio', { name: 'Fri 06/03/2026' }));
    await user.click(screen.getByRole('radio', { name: '9:30 am AEDT' }));
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This time is no longer available. Please choose another.',
    );
  });
});
