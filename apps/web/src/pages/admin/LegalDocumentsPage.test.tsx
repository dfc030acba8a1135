import { type MockRequest, mockFailure } from '@telehealth/api';
import type { LegalDocument } from '@telehealth/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { heldAnswer, renderRoute } from '../../test/renderRoute';

const privacy: LegalDocument = {
  id: 1,
  type: 'privacy_policy',
  title: 'Privacy Policy 2026',
  content: `<p><strong>We keep your data safe.</strong> ${'Lorem ipsum dolor sit amet. '.repeat(20)}</p>`,
  isActive: true,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
};
const terms: LegalDocument = {
  ...privacy,
  id: 2,
  type: 'terms_of_use',
  title: 'Terms Draft',
  content: '<p>Use the service kindly.</p>',
  isActive: false,
  version: 1,
};

// Axe and the lazy editor are slow on a shared machine.

const admin = { '/api/user': users.admin };
const list = ({ query }: MockRequest) =>
  [privacy, terms].filter((document) => !query.type || document.type === query.type);

describe('/admin/legal-documents', () => {
  it('previews the start of the content as formatted text, clamped to three lines, without the title again', async () => {
    const withTitle = {
      ...privacy,
      content: `<h1>Privacy Policy 2026</h1>${privacy.content}<h2>Later section</h2><p>${'More. '.repeat(60)}</p>`,
    };
    renderRoute('/admin/legal-documents', { ...admin, '/api/admin/legal-documents': [withTitle] });
    const row = await screen.findByRole('listitem', { name: 'Privacy Policy 2026' });
    const preview = within(row).getByTestId('legal-preview');
    expect(preview.querySelector('strong')).toHaveTextContent('We keep your data safe.');
    expect(preview.querySelector('h1')).toBeNull();
    expect(preview.textContent?.length).toBeLessThanOrEqual(201);
    expect(preview.textContent).toMatch(/…$/);
    expect(preview.textContent).not.toContain('Later section');
    // Clamped to three lines through the view's line-count variable.
    expect(preview.getAttribute('style')).toMatch(/--lineCount[\w-]*:\s*3/);
  });

  it('lists documents with their badge, type, version, date and preview', async () => {
    const { container } = renderRoute('/admin/legal-documents', {
      ...admin,
      '/api/admin/legal-documents': list,
    });
    expect(await screen.findByRole('heading', { name: 'Legal Documents' })).toBeInTheDocument();
    expect(screen.getByText('Manage privacy policy and terms of use documents')).toBeInTheDocument();
    const row = await screen.findByRole('listitem', { name: 'Privacy Policy 2026' });
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Version 3')).toBeInTheDocument();
    expect(within(row).getByText(/^Updated /)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    const draft = screen.getByRole('listitem', { name: 'Terms Draft' });
    expect(within(draft).getByText('Terms of Use')).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Delete Terms Draft' })).toBeInTheDocument();
    for (const name of ['All Documents', 'Privacy Policy', 'Terms of Use']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    await expectNoAxeViolations(container);
  });

  it('filters by type through the tabs', async () => {
    const types: (string | undefined)[] = [];
    renderRoute('/admin/legal-documents', {
      ...admin,
      '/api/admin/legal-documents': (request: MockRequest) => {
        types.push(request.query.type);
        return list(request);
      },
    });
    await screen.findByRole('listitem', { name: 'Terms Draft' });
    await userEvent.click(screen.getByRole('tab', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('listitem', { name: 'Privacy Policy 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Terms Draft' })).not.toBeInTheDocument();
    expect(types).toContain('privacy_policy');
  });

  it('shows a spinner, then the empty state', async () => {
    const documents = heldAnswer([]);
    const { container } = renderRoute('/admin/legal-documents', {
      ...admin,
      '/api/admin/legal-documents': documents.answer,
    });
    expect(await screen.findByText('Loading documents')).toBeInTheDocument();
    documents.release();
    expect(
      await screen.findByText('No documents found. Create your first document to get started.'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows an error when the list fails', async () => {
    renderRoute('/admin/legal-documents', {
      ...admin,
      '/api/admin/legal-documents': mockFailure(500, 'Database unavailable'),
    });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });

  it('creates a document and toasts success', async () => {
    const bodies: unknown[] = [];
    renderRoute('/admin/legal-documents', {
      ...admin,
      '/api/admin/legal-documents': list,
      'POST /api/admin/legal-documents': ({ options }: MockRequest) => {
        bodies.push(options.body);
        return privacy;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Legal Document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Document' }));
    expect(await within(dialog).findAllByText('Title and content are required')).not.toHaveLength(0);
    expect(bodies).toHaveLength(0);
  });

  it('toasts the server message when saving fails', async () => {
    renderRoute('/admin/legal-documents', {
      ...admin,
      '/api/admin/legal-documents': list,
      'PUT /api/admin/legal-documents/1': mockFailure(500, 'Disk full'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Privacy Policy 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Legal Document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Disk full')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('edits a document with the type read-only', async () => {
    const bodies: unknown[] = [];
    renderRoute('/admin/legal-documents', {
      ...admin,
      '/api/admin/legal-documents': list,
      'PUT /api/admin/legal-documents/1': ({ options }: MockRequest) => {
        bodies.push(options.body);
        return privacy;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Privacy Policy 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Legal Document' });
    expect(within(dialog).queryByRole('combobox', { name: 'Document Type' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Privacy Policy')).toBeInTheDocument();
    const title = within(dialog).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Privacy 2027 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Legal document updated successfully')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ title: 'Privacy 2027', content: privacy.content, isActive: true });
  });

  it('views a document in full', async () => {
    renderRoute('/admin/legal-documents', { ...admin, '/api/admin/legal-documents': list });
    await userEvent.click(await screen.findByRole('button', { name: 'View Privacy Policy 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy 2026' });
    expect(within(dialog).getByText('Active')).toBeInTheDocument();
    expect(within(dialog).getByText('We keep your data safe.')).toBeInTheDocument();
  });

  it('activates an inactive document', async () => {
    renderRoute('/admin/legal-documents', {
      ...admin,
      '/api/admin/legal-documents': list,
      'POST /api/admin/legal-documents/2/activate': { ...terms, isActive: true },
    });
    const draft = await screen.findByRole('listitem', { name: 'Terms Draft' });
    await userEvent.click(within(draft).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Document activated successfully')).toBeInTheDocument();
  });

  it('toasts the fallback when activating fails without a message', async () => {
    renderRoute('/admin/legal-documents', {
      ...admin,
      '/api/admin/legal-documents': list,
      'POST /api/admin/legal-documents/2/activate': { status: 500 },
    });
    const draft = await screen.findByRole('listitem', { name: 'Terms Draft' });
    await userEvent.click(within(draft).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Failed to activate document')).toBeInTheDocument();
  });

  it('confirms before deleting, then toasts', async () => {
    let deleted = false;
    const { container } = renderRoute('/admin/legal-documents', {
      ...admin,
      '/api/admin/legal-documents': list,
      'DELETE /api/admin/legal-documents/2': () => {
        deleted = true;
        return { message: 'Legal document deleted successfully' };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Terms Draft' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Document' });
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete this document? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Legal document deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(deleted).toBe(true));
  });

  it('toasts the server refusal when deleting fails', async () => {
    renderRoute('/admin/legal-documents', {
      ...admin,
      '/api/admin/legal-documents': list,
      'DELETE /api/admin/legal-documents/2': mockFailure(409, 'Only inactive documents can be deleted'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Terms Draft' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Document' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Only inactive documents can be deleted')).toBeInTheDocument();
  });
});

describe('unsaved changes in the editor', () => {
  async function startDocument() {
    renderRoute('/admin/legal-documents', { ...admin, '/api/admin/legal-documents': list });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Legal Document' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'New privacy policy');
    return dialog;
  }

  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['the close button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('asks before %s discards a new document, and keeps it on Keep editing', async (_way, leave) => {
    await startDocument();
    await leave();
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const dialog = screen.getByRole('dialog', { name: 'Create Legal Document' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('New privacy policy');
    await leave();
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before a click outside discards the document', async () => {
    await startDocument();
    const overlay = document.querySelector('[data-state="open"][class*="overlay"]') as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay });
    expect(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
  });

  it('closes at once when nothing was changed', async () => {
    renderRoute('/admin/legal-documents', { ...admin, '/api/admin/legal-documents': list });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Terms Draft' }));
    await screen.findByRole('dialog', { name: 'Edit Legal Document' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the spec's fallback, not the status text, when saving fails with an empty answer", async () => {
    renderRoute('/admin/legal-documents', {
      ...admin,
      '/api/admin/legal-documents': list,
      'PUT /api/admin/legal-documents/1': { status: 500 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Privacy Policy 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Legal Document' });
    await userEvent.type(within(dialog).getByLabelText('Title'), ' (revised)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update document')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Legal Document' })).toBeInTheDocument();
  });
});
