import { type MockRequest, mockFailure } from '@telehealth/api';
import type { AuditEntry } from '@telehealth/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const admin = { '/api/user': users.admin };
const entries: AuditEntry[] = [
  {
    id: 2,
    at: '2026-03-02T10:00:00.000Z',
    action: 'legal_document.update',
    actorId: 1,
    actorRole: 'admin',
    actorName: 'Ada Admin',
    actorEmail: 'admin@example.com',
    targetType: 'legal_document',
    targetId: '3',
    ip: '10.0.0.1',
    details: { title: 'Privacy' },
  },
  {
    id: 1,
    at: '2026-03-02T09:00:00.000Z',
    action: 'auth.sign_in_failed',
    actorId: null,
    actorRole: null,
    actorName: null,
    actorEmail: null,
    targetType: 'account',
    targetId: 'someone@example.com',
    ip: '10.0.0.2',
    details: {},
  },
];

describe('/admin/audit', () => {
  it('lists the trail and sends the filters to the server', async () => {
    const queries: Record<string, string>[] = [];
    const { container } = renderRoute('/admin/audit', {
      ...admin,
      '/api/admin/audit': ({ query }: MockRequest) => {
        queries.push(query);
        return { items: entries, total: 2, limit: 50, offset: 0 };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Audit Trail' })).toBeInTheDocument();
    const table = await screen.findByRole('region', { name: 'Audit trail' });
    expect(within(table).getByText('legal_document.update')).toBeInTheDocument();
    expect(within(table).getByText('Ada Admin (admin)')).toBeInTheDocument();
    expect(within(table).getByText('Visitor')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await userEvent.type(screen.getByLabelText('Action'), 'auth.');
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ action: 'auth.', from: '2026-03-01', offset: '0' }),
    );
  });

  it('shows the empty and failed states', async () => {
    renderRoute('/admin/audit', {
      ...admin,
      '/api/admin/audit': { items: [], total: 0, limit: 50, offset: 0 },
    });
    expect(await screen.findByText('No audit entries match')).toBeInTheDocument();
  });

  it('shows a failure', async () => {
    renderRoute('/admin/audit', { ...admin, '/api/admin/audit': mockFailure(500, 'Audit down') });
    expect(await screen.findByText('Audit down')).toBeInTheDocument();
  });
});
