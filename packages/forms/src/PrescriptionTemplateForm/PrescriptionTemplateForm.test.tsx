import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { PrescriptionTemplateForm } from './PrescriptionTemplateForm';

vi.setConfig({ testTimeout: 20_000 });

function setup(overrides: Partial<Parameters<typeof PrescriptionTemplateForm>[0]> = {}) {
  const props = {
    saved: false,
    onSubmit: vi.fn(),
    onSetDefault: vi.fn(),
    onPreview: vi.fn().mockResolvedValue('<p>Preview</p>'),
    onBack: vi.fn(),
    ...overrides,
  };
  return { props, ...render(<PrescriptionTemplateForm {...props} />) };
}

describe('PrescriptionTemplateForm', () => {
  it("says 'Template name and content are required'", async () => {
    const { props, container } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    expect((await screen.findAllByText('Template name and content are required')).length).toBeGreaterThan(0);
    expect(props.onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("says 'Template content is required for preview'", async () => {
    const { props } = setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByText('Template content is required for preview')).toBeInTheDocument();
    expect(props.onPreview).not.toHaveBeenCalled();
  });

  it("says 'Save the template first before setting as default' for an unsaved template", async () => {
    const { props } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Set as Default' }));
    expect(await screen.findByText('Save the template first before setting as default')).toBeInTheDocument();
    expect(props.onSetDefault).not.toHaveBeenCalled();
  });

  it('inserts a placeholder at the cursor, refuses unknown ones, saves, previews and sets default', async () => {
    const { props } = setup({ saved: true, defaultValues: { name: 'Compact', templateReact: '<p></p>' } });
    const content = screen.getByLabelText('Template Content (HTML)') as HTMLTextAreaElement;
    content.setSelectionRange(3, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Insert {{patientName}}' }));
    expect(content).toHaveValue('<p>{{patientName}}</p>');
    // The caret lands after the placeholder on the next frame: wait for it before typing on.
    await waitFor(() => expect(content).toHaveFocus());

    await userEvent.type(content, '{{{{doctor}}');
    await userEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText(/^Unknown placeholder \{\{doctor\}\}/)).toBeInTheDocument();

    await userEvent.clear(content);
    await userEvent.type(content, '<p>{{{{practitionerName}}</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      name: 'Compact',
      description: null,
      templateReact: '<p>{{practitionerName}}</p>',
      isActive: true,
      isDefault: false,
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(props.onPreview).toHaveBeenCalledWith('<p>{{practitionerName}}</p>');
    expect(await screen.findByTitle('Prescription preview')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Set as Default' }));
    expect(props.onSetDefault).toHaveBeenCalled();
  });

  it("shows the server's refusal to make a template default", async () => {
    setup({
      saved: true,
      defaultValues: { name: 'A', templateReact: 'x' },
      onSetDefault: vi.fn().mockRejectedValue({
        message:
          'A default template must include {{practitionerName}}, {{prescriberNumber}} and {{practitionerSignature}}',
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Set as Default' }));
    expect(await screen.findByText(/^A default template must include/)).toBeInTheDocument();
  });
});
