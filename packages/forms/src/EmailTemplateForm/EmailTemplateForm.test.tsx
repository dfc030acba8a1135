import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { EmailTemplateForm } from './EmailTemplateForm';

vi.setConfig({ testTimeout: 20_000 });

const sections = {
  subject: 'Your code',
  heading: 'Your verification code',
  body: 'Hi {{firstName}},\n\nYour code is {{otp}}.',
  button_text: 'Open',
};

function setup(overrides: Partial<Parameters<typeof EmailTemplateForm>[0]> = {}) {
  const props = {
    type: 'email_verification' as const,
    defaultValues: sections,
    onSubmit: vi.fn(),
    onPreview: vi.fn(),
    onReset: vi.fn(),
    ...overrides,
  };
  return { props, ...render(<EmailTemplateForm {...props} />) };
}

describe('EmailTemplateForm', () => {
  it('labels sections title-cased, multiline for long or broken text, and lists the placeholders', async () => {
    const { container } = setup();
    expect(screen.getByLabelText('Button Text').tagName).toBe('INPUT');
    expect(screen.getByLabelText('Heading').tagName).toBe('INPUT');
    expect(screen.getByLabelText('Body').tagName).toBe('TEXTAREA');
    const placeholders = screen.getByRole('group', { name: 'Placeholders' });
    expect(placeholders).toHaveTextContent('{{firstName}}');
    expect(placeholders).toHaveTextContent('{{otp}}');
    await expectNoAxeViolations(container);
  });

  it('refuses an unknown placeholder with its name and the valid ones', async () => {
    const { props } = setup();
    const heading = screen.getByLabelText('Heading');
    await userEvent.clear(heading);
    await userEvent.type(heading, 'Hi {{{{fristName}}');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        /^Unknown placeholder \{\{fristName\}\}\. Valid placeholders: \{\{firstName\}\}/,
      ),
    ).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('saves the edited sections, previews and resets', async () => {
    const { props } = setup();
    await userEvent.type(screen.getByLabelText('Subject'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(props.onPreview).toHaveBeenCalledWith({ ...sections, subject: 'Your code!' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(props.onSubmit).toHaveBeenCalledWith({ ...sections, subject: 'Your code!' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset to Default' }));
    expect(props.onReset).toHaveBeenCalled();
  });

  it("shows the server's refusal under the section it names", async () => {
    setup({
      onSubmit: vi
        .fn()
        .mockRejectedValue({ message: 'Each section must be text', field: 'editableSections.body' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Each section must be text')).toBeInTheDocument();
    expect(screen.getByLabelText('Body')).toHaveAttribute('aria-invalid', 'true');
  });
});
