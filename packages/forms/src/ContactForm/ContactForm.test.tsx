import { authFieldMessages, contactMessages } from '@telehealth/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { expectFormDisabled } from '../internal/expectFormDisabled';
import { ContactForm } from './ContactForm';

vi.setConfig({ testTimeout: 20_000 });

const filled = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  type: 'Billing',
  subject: 'Refund',
  message: 'Line one\nLine two',
};

function file(name: string, type: string, size = 10) {
  const value = new File(['x'], name, { type });
  Object.defineProperty(value, 'size', { value: size });
  return value;
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
const fileInput = () => screen.getByLabelText(/Attachments/) as HTMLInputElement;

describe('ContactForm', () => {
  it('says what is required and sends nothing', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<ContactForm onSubmit={onSubmit} />);
    await expectNoAxeViolations(container);
    await send();
    expect(await screen.findByText(contactMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.typeRequired)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.messageRequired)).toBeInTheDocument();
    expect(screen.getByText(authFieldMessages.emailInvalid)).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,.gif');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says when a phone, name, category, subject or message is invalid or too long', async () => {
    render(
      <ContactForm
        onSubmit={vi.fn()}
        defaultValues={{
          ...filled,
          phone: 'call me',
          name: 'n'.repeat(101),
          category: 'c'.repeat(101),
          subject: 's'.repeat(201),
          message: 'm'.repeat(5001),
        }}
      />,
    );
    await send();
    expect(await screen.findByText(contactMessages.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.nameTooLong)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.categoryTooLong)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.subjectTooLong)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.messageTooLong)).toBeInTheDocument();
  });

  it('refuses too many files, a wrong type and a large file', async () => {
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} defaultValues={filled} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(),
      Array.from({ length: 6 }, (_, index) => file(`${index}.pdf`, 'application/pdf')),
    );
    expect(await screen.findByText(contactMessages.tooManyFiles)).toBeInTheDocument();
    await user.upload(fileInput(), file('run.exe', 'application/octet-stream'));
    expect(await screen.findByText(contactMessages.fileTypeNotAllowed)).toBeInTheDocument();
    await user.upload(fileInput(), file('big.png', 'image/png', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText(contactMessages.fileTooLarge)).toBeInTheDocument();
    await send();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the values and files, choosing the type from the select', async () => {
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} defaultValues={{ ...filled, type: '' }} />);
    await userEvent.click(screen.getByRole('combobox', { name: /Enquiry Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Prescription' }));
    const png = file('photo.png', 'image/png');
    await userEvent.upload(fileInput(), png);
    expect(screen.getByText('1 file selected')).toBeInTheDocument();
    await send();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Ada Lovelace', type: 'Prescription', phone: undefined }),
      [png],
    );
  });

  it("shows the server's message when sending fails", async () => {
    render(
      <ContactForm
        defaultValues={filled}
        onSubmit={async () => {
          throw { message: 'Too many submissions' };
        }}
      />,
    );
    await send();
    expect(await screen.findByText('Too many submissions')).toBeInTheDocument();
  });
  it('turns every control off when disabled, so nothing can be focused or submitted', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<ContactForm disabled onSubmit={onSubmit} defaultValues={filled} />);
    await expectFormDisabled(await screen.findByRole('form', { name: 'Contact us' }), onSubmit);
    await expectNoAxeViolations(container);
  });
});
