import { authFieldMessages, contactMessages } from '@telehealth/contract';
import { render, screen, within } from '@testing-library/react';
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
const selected = () => screen.getByRole('list', { name: 'Selected files' });

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

  it('refuses too many files, a wrong type and a large file, and never counts a refused one', async () => {
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} defaultValues={filled} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(),
      Array.from({ length: 6 }, (_, index) => file(`${index}.pdf`, 'application/pdf')),
    );
    expect(await screen.findByText(`${contactMessages.tooManyFiles}. Not added: 5.pdf.`)).toBeInTheDocument();
    expect(within(selected()).getAllByRole('listitem')).toHaveLength(5);
    for (const index of [0, 1, 2, 3]) {
      await user.click(screen.getByRole('button', { name: `Remove ${index}.pdf` }));
    }
    await user.upload(fileInput(), [
      file('run.exe', 'application/octet-stream'),
      file('ok.png', 'image/png'),
    ]);
    expect(
      await screen.findByText(`${contactMessages.fileTypeNotAllowed}. Not added: run.exe.`),
    ).toBeInTheDocument();
    await user.upload(fileInput(), file('big.png', 'image/png', 10 * 1024 * 1024 + 1));
    expect(
      await screen.findByText(`${contactMessages.fileTooLarge}. Not added: big.png.`),
    ).toBeInTheDocument();
    expect(
      within(selected())
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['4.pdf', 'ok.png']);
    await send();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Refund' }), [
      expect.objectContaining({ name: '4.pdf' }),
      expect.objectContaining({ name: 'ok.png' }),
    ]);
  });

  it('lists each file with its name and size and a named Remove button', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<ContactForm onSubmit={onSubmit} defaultValues={filled} />);
    const report = file('report.pdf', 'application/pdf', 1536 * 1024);
    const photo = file('photo.png', 'image/png', 820 * 1024);
    await userEvent.upload(fileInput(), [report, photo]);
    const list = within(selected());
    expect(list.getByText('report.pdf')).toBeInTheDocument();
    expect(list.getByText('1.5 MB')).toBeInTheDocument();
    expect(list.getByText('820 kB')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Remove report.pdf' }));
    expect(screen.queryByText('report.pdf')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo.png' }));
    expect(screen.queryByRole('list', { name: 'Selected files' })).not.toBeInTheDocument();
    await send();
    expect(onSubmit).toHaveBeenCalledWith(expect.anything(), []);
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
