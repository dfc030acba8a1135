import type { MockRequest } from '@telehealth/api';
import { type AdminContentWriter, adminPeopleMessages } from '@telehealth/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const wren: AdminContentWriter = {
  id: 9,
  firstName: 'Wren',
  lastName: 'Writer',
  email: 'wren@example.com',
  disabledAt: null,
  invitationPending: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('/admin/content-writers', () => {
  it('disables a writer after asking, filters by status in the address, and adds one', async () => {
    const calls: string[] = [];
    const { container, router } = renderRoute('/admin/content-writers', {
      '/api/user': users.admin,
      '/api/admin/content-writers': ({ query }: MockRequest) => {
        calls.push(`list ${query.status ?? 'all'}`);
        return { items: [wren], total: 1, page: 1, pageSize: 20 };
      },
      'POST /api/admin/content-writers/9/disable': () => {
        calls.push('disable');
        return { ...wren, disabledAt: '2026-02-01T00:00:00.000Z' };
      },
      'POST /api/admin/content-writers': ({ options }: MockRequest) => {
        calls.push(`add ${(options.body as { email: string }).email}`);
        return { ...wren, id: 10 };
      },
    });
    expect(await screen.findByText('wren@example.com')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Disable Wren Writer' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('signed out at once');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(adminPeopleMessages.contentWriterDisabled)).toBeInTheDocument();
    expect(calls).toContain('disable');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Disabled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=disabled'));
    await waitFor(() => expect(calls).toContain('list disabled'));

    await userEvent.click(screen.getByRole('button', { name: 'Add Content Writer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Content Writer' });
    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Nova');
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Pen');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'nova@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Content Writer' }));
    expect(await screen.findByText(adminPeopleMessages.contentWriterCreated)).toBeInTheDocument();
    expect(calls).toContain('add nova@example.com');
  });
});
