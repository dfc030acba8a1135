import { reviewMessages } from '@telehealth/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { ReviewDecisionForm, type ReviewDecisionFormProps } from './ReviewDecisionForm';
import { catalogue } from './sample';

vi.setConfig({ testTimeout: 20_000 });

function setup(props: Partial<ReviewDecisionFormProps> = {}) {
  const onApprove = vi.fn(async () => {});
  const onDecline = vi.fn(async () => {});
  const view = render(
    <ReviewDecisionForm
      medications={catalogue}
      assessmentType="erectile_dysfunction"
      canPrescribe
      profileHref="/practitioner/profile"
      onApprove={onApprove}
      onDecline={onDecline}
      {...props}
    />,
  );
  return { ...view, onApprove, onDecline };
}

async function chooseMedicine(row: number, name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: `Medicine ${row}` }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

const approve = () => userEvent.click(screen.getByRole('button', { name: 'Approve' }));

describe('ReviewDecisionForm', () => {
  it('approves with the chosen variants, instructions, quantity (the pack size by default) and repeats', async () => {
    const { container, onApprove } = setup();
    expect(screen.getByRole('tab', { name: 'Approve', selected: true })).toBeInTheDocument();
    await chooseMedicine(1, 'Sildenafil 50 mg tablet (pack of 8)');
    expect(screen.getByLabelText('Quantity 1')).toHaveValue(8);
    await userEvent.type(
      screen.getByLabelText('Instructions 1'),
      'One tablet an hour before, at most once a day',
    );
    await userEvent.clear(screen.getByLabelText(/^Repeats 1/));
    await userEvent.type(screen.getByLabelText(/^Repeats 1/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add another medicine' }));
    await chooseMedicine(2, 'Tadalafil 5 mg tablet (pack of 28)');
    await userEvent.type(screen.getByLabelText('Instructions 2'), 'One daily');
    await approve();
    await vi.waitFor(() => expect(onApprove).toHaveBeenCalled());
    expect(onApprove).toHaveBeenCalledWith([
      {
        variantId: 11,
        instructions: 'One tablet an hour before, at most once a day',
        quantity: 8,
        repeats: 3,
      },
      { variantId: 21, instructions: 'One daily', quantity: 28, repeats: 0 },
    ]);
    await expectNoAxeViolations(container);
  });

  it('offers only the medicines that may be prescribed for the assessment type', async () => {
    const offered = async () => {
      await userEvent.click(screen.getByRole('combobox', { name: 'Medicine 1' }));
      const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
      await userEvent.keyboard('{Escape}');
      return names;
    };
    const { unmount } = setup();
    expect(await offered()).toEqual([
      'Sildenafil 50 mg tablet (pack of 8)',
      'Sildenafil 100 mg tablet (pack of 8)',
      'Tadalafil 5 mg tablet (pack of 28)',
    ]);
    unmount();
    const contraception = setup({ assessmentType: 'contraception' });
    expect(await offered()).toEqual(['Levonorgestrel/Ethinylestradiol 150/30 mcg tablet (pack of 84)']);
    contraception.unmount();
    setup({ assessmentType: 'weight_loss' });
    expect(await offered()).toEqual(['Orlistat 120 mg capsule (pack of 84)']);
  });

  it('says so when nothing in the catalogue is named for the assessment type', () => {
    setup({ assessmentType: 'weight_loss', medications: catalogue.slice(0, 2) });
    expect(screen.getByText(reviewMessages.noMedicinesForType('Weight loss'))).toBeInTheDocument();
  });

  it('shows the server’s refusal of a medicine for the assessment type under its field', async () => {
    const onApprove = vi.fn().mockRejectedValueOnce({
      status: 400,
      message: reviewMessages.wrongAssessmentType,
      field: 'items.0.variantId',
    });
    setup({ onApprove });
    await chooseMedicine(1, 'Tadalafil 5 mg tablet (pack of 28)');
    await userEvent.type(screen.getByLabelText('Instructions 1'), 'One daily');
    await approve();
    expect(
      await screen.findByText('This medicine is not prescribed for this assessment type.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Medicine 1' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows every approval message under its field and sends nothing', async () => {
    const { onApprove } = setup();
    await approve();
    expect(await screen.findByText(reviewMessages.variantRequired)).toBeInTheDocument();
    expect(screen.getByText(reviewMessages.instructionsRequired)).toBeInTheDocument();
    expect(screen.getByText(reviewMessages.quantity)).toBeInTheDocument();
    expect(screen.getByLabelText('Instructions 1')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText(/^Repeats 1/));
    await userEvent.type(screen.getByLabelText(/^Repeats 1/), '12');
    await approve();
    expect(await screen.findByText(reviewMessages.repeats)).toBeInTheDocument();
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('refuses the same variant twice', async () => {
    const { onApprove } = setup();
    await chooseMedicine(1, 'Sildenafil 50 mg tablet (pack of 8)');
    await userEvent.type(screen.getByLabelText('Instructions 1'), 'As needed');
    await userEvent.click(screen.getByRole('button', { name: 'Add another medicine' }));
    await chooseMedicine(2, 'Sildenafil 50 mg tablet (pack of 8)');
    await userEvent.type(screen.getByLabelText('Instructions 2'), 'As needed');
    await approve();
    expect(await screen.findByText(reviewMessages.variantTwice)).toBeInTheDocument();
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('asks for at least one medicine once every row is removed', async () => {
    const { onApprove } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Remove medicine 1' }));
    expect(screen.queryByLabelText('Instructions 1')).not.toBeInTheDocument();
    await approve();
    expect(await screen.findByText(reviewMessages.itemsRequired)).toBeInTheDocument();
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('without a prescriber number and signature, says so, links the profile and turns Approve off', async () => {
    const { container } = setup({ canPrescribe: false });
    expect(screen.getByText(reviewMessages.prescriberRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/practitioner/profile',
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it.each([
    [['Add your practice phone to your profile before prescribing.']],
    [['Add your AHPRA registration number and practice address to your profile before prescribing.']],
    [[reviewMessages.prescriberRequired, 'Add your practice address to your profile before prescribing.']],
  ])('names what is missing when it is not the prescriber number: %j', (reasons) => {
    setup({ canPrescribe: false, cannotPrescribeReasons: reasons });
    const alert = screen.getByText(reasons[0] as string, { exact: false });
    expect(alert).toHaveTextContent(reasons.join(' '));
    if (!reasons.includes(reviewMessages.prescriberRequired))
      expect(screen.queryByText(reviewMessages.prescriberRequired, { exact: false })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
  });

  it('renders the profile link with the router given', () => {
    setup({
      canPrescribe: false,
      renderLink: ({ href, children }) => (
        <a href={href} data-router="">
          {children}
        </a>
      ),
    });
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('data-router');
  });

  it("shows the server's 403 above Approve, and a field's 400 under the field", async () => {
    const onApprove = vi
      .fn()
      .mockRejectedValueOnce({ status: 403, message: reviewMessages.prescriberRequired })
      .mockRejectedValueOnce({
        status: 400,
        message: reviewMessages.variantUnknown,
        field: 'items.0.variantId',
      });
    setup({ onApprove });
    await chooseMedicine(1, 'Sildenafil 100 mg tablet (pack of 8)');
    await userEvent.type(screen.getByLabelText('Instructions 1'), 'As needed');
    await approve();
    expect(await screen.findByRole('alert')).toHaveTextContent(reviewMessages.prescriberRequired);
    await approve();
    expect(await screen.findByText(reviewMessages.variantUnknown)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Medicine 1' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('declines with a reason, and requires one', async () => {
    const { onDecline } = setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Decline' }));
    const panel = screen.getByRole('tabpanel', { name: 'Decline' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('A reason is required to decline an assessment')).toBeInTheDocument();
    expect(onDecline).not.toHaveBeenCalled();
    await userEvent.type(
      screen.getByLabelText(/^Reason for declining/),
      '  Blood pressure needs a GP review first ',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Decline' }));
    await vi.waitFor(() => expect(onDecline).toHaveBeenCalledWith('Blood pressure needs a GP review first'));
  });

  it('moves between the parts with the arrow keys', async () => {
    setup();
    screen.getByRole('tab', { name: 'Approve' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Decline' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Decline', selected: true })).toBeInTheDocument();
  });

  it('turns every control off while disabled', () => {
    setup({ disabled: true });
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByLabelText('Instructions 1')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add another medicine' })).toBeDisabled();
  });
});
