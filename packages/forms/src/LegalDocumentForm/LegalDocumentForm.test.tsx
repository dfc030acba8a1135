import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { expectFormDisabled } from '../internal/expectFormDisabled';
import { LegalDocumentForm } from './LegalDocumentForm';

// The lazy rich-text editor is slow to load on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

describe('LegalDocumentForm', () => {
  it('tells when it holds changes, and when they are undone', async () => {
    const onDirtyChange = vi.fn();
    render(
      <LegalDocumentForm
        mode="edit"
        onSubmit={vi.fn()}
        onDirtyChange={onDirtyChange}
        defaultValues={{ type: 'terms_of_use', title: 'Terms', content: '<p>Be kind.</p>', isActive: false }}
      />,
    );
    await screen.findByRole('textbox', { name: 'Content' }, { timeout: 10_000 });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.type(screen.getByLabelText('Title'), '!');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.type(screen.getByLabelText('Title'), '{Backspace}');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it("says 'Title and content are required' for a blank title and empty content", async () => {
    const onSubmit = vi.fn();
    const { container } = render(<LegalDocumentForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Title'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Document' }));
    const messages = await screen.findAllByText('Title and content are required');
    expect(messages.length).toBe(2);
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('creates with a trimmed title, the chosen content and the defaults of a new document', async () => {
    const onSubmit = vi.fn();
    render(
      <LegalDocumentForm onSubmit={onSubmit} defaultValues={{ content: '<p>We keep your data safe.</p>' }} />,
    );
    expect(screen.getByPlaceholderText('Enter document title')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), '  Privacy  ');
    await userEvent.click(screen.getByRole('switch', { name: 'Set as active document' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Document' }));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'privacy_policy',
      title: 'Privacy',
      content: '<p>We keep your data safe.</p>',
      isActive: true,
    });
  });

  it('shows the type read-only in edit mode and saves with Save Changes', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <LegalDocumentForm
        mode="edit"
        onSubmit={onSubmit}
        defaultValues={{ type: 'terms_of_use', title: 'Terms', content: '<p>Terms</p>', isActive: true }}
      />,
    );
    expect(screen.getByText('Terms of Use')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Document Type' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: /Saving\.\.\./ })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('shows Creating... while saving and the server message on failure', async () => {
    const onSubmit = vi.fn().mockRejectedValue({ message: 'Failed to create document' });
    render(<LegalDocumentForm onSubmit={onSubmit} defaultValues={{ title: 'T', content: '<p>x</p>' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Document' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create document');
  });

  it('calls onCancel from the Cancel button', async () => {
    const onCancel = vi.fn();
    render(<LegalDocumentForm onSubmit={vi.fn()} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
  it('turns every control off when disabled, so nothing can be focused or submitted', async () => {
    const onSubmit = vi.fn();
    const { container } = render(
      <LegalDocumentForm
        disabled
        mode="edit"
        onSubmit={onSubmit}
        onCancel={vi.fn()}
        defaultValues={{ title: 'Privacy Policy', content: '<p>We keep your data safe.</p>' }}
      />,
    );
    // The editor loads lazily: wait for it, read-only.
    expect(await screen.findByRole('textbox', { name: 'Content' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
    await expectFormDisabled(await screen.findByRole('form', { name: 'Edit legal document' }), onSubmit);
    await expectNoAxeViolations(container);
  });
});
