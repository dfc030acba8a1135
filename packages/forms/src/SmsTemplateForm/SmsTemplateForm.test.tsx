import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { SmsTemplateForm } from './SmsTemplateForm';

vi.setConfig({ testTimeout: 20_000 });

const template = { type: 'appointment_booking' as const, content: 'Hi there', isActive: true };

describe('SmsTemplateForm', () => {
  it('counts segments as the content changes: GSM-7 160/153, UCS-2 70/67', async () => {
    const { container } = render(
      <SmsTemplateForm template={template} onSubmit={vi.fn()} onToggle={vi.fn()} />,
    );
    expect(screen.getByText(/^8 characters, 1 segment \(GSM-7\)/)).toBeInTheDocument();
    const content = screen.getByLabelText('Content');
    await userEvent.clear(content);
    await userEvent.type(content, 'ā');
    expect(screen.getByText(/^1 character, 1 segment \(UCS-2\)/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("says 'SMS content is required' and refuses unknown placeholders", async () => {
    const onSubmit = vi.fn();
    render(<SmsTemplateForm template={template} onSubmit={onSubmit} onToggle={vi.fn()} />);
    const content = screen.getByLabelText('Content');
    await userEvent.clear(content);
    await userEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('SMS content is required')).toBeInTheDocument();
    await userEvent.type(content, 'Code {{{{otp}}');
    await userEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(
      await screen.findByText(/^Unknown placeholder \{\{otp\}\}\. Valid placeholders:/),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('inserts a placeholder at the cursor and saves', async () => {
    const onSubmit = vi.fn();
    render(<SmsTemplateForm template={template} onSubmit={onSubmit} onToggle={vi.fn()} />);
    const content = screen.getByLabelText('Content') as HTMLTextAreaElement;
    content.setSelectionRange(2, 2);
    await userEvent.click(screen.getByRole('button', { name: 'Insert {{patientFirstName}}' }));
    expect(content).toHaveValue('Hi{{patientFirstName}} there');
    await userEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(onSubmit).toHaveBeenCalledWith('Hi{{patientFirstName}} there');
  });

  it("disables an inactive template's editor with the 'Disabled' badge, and toggles", async () => {
    const onToggle = vi.fn();
    render(
      <SmsTemplateForm template={{ ...template, isActive: false }} onSubmit={vi.fn()} onToggle={onToggle} />,
    );
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByLabelText('Content')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Template' })).toBeDisabled();
    // Off, nothing on the card says 'Active'.
    expect(screen.queryByText(/^Active$/)).not.toBeInTheDocument();
    const send = screen.getByRole('switch', { name: 'Send this template' });
    expect(send).not.toBeChecked();
    await userEvent.click(send);
    expect(onToggle).toHaveBeenCalledWith(true);
  });
});
