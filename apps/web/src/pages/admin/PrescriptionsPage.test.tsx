import type { MockRequest } from '@telehealth/api';
import { type AdminPrescriptionDetail, adminOperationsMessages } from '@telehealth/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const ready: AdminPrescriptionDetail = {
  id: 12,
  status: 'ready',
  patient: {
    id: 41,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    address: ['1 George St', 'Sydney NSW 2000'],
  },
  practitioner: { id: 2, name: 'Dr Sarah Chen' },
  itemCount: 1,
  trackingNumber: null,
  createdAt: '2026-02-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  assessmentId: 7,
  repeats: 2,
  repeatsRemaining: 2,
  trackingUrl: null,
  nextStatus: 'posted',
  items: [
    {
      id: 1,
      medicationId: 3,
      medicationName: 'Sildenafil',
      genericName: null,
      variantId: 4,
      strength: '50 mg',
      form: 'tablet',
      packSize: 4,
      dosage: 'One tablet as needed',
      instructions: '',
      quantity: 1,
      repeats: 2,
    },
  ],
  history: [
    { status: 'preparing', at: '2026-02-01T00:00:00.000Z', by: 'Dr Sarah Chen', trackingNumber: null },
  ],
  pdfPath: '/api/prescriptions/12/pdf',
};
const admin = {
  '/api/user': users.admin,
  '/api/admin/practitioners': { items: [], total: 0, page: 1, pageSize: 100 },
};

describe('/admin/prescriptions', () => {
  it('filters by status in the address', async () => {
    const asked: Record<string, string>[] = [];
    const { router } = renderRoute('/admin/prescriptions', {
      ...admin,
      '/api/admin/prescriptions': ({ query }: MockRequest) => {
        asked.push(query);
        return { items: [ready], total: 1, page: 1, pageSize: 20 };
      },
    });
    expect(await screen.findByRole('link', { name: 'Prescription #12' })).toHaveAttribute(
      'href',
      '/admin/prescriptions/12',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ready' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=ready'));
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ status: 'ready', sort: 'createdAt', dir: 'desc' }),
    );
  });
});

describe('/admin/prescriptions/:id', () => {
  it('requires the tracking number to post, and sends it', async () => {
    const sent: unknown[] = [];
    const { container } = renderRoute('/admin/prescriptions/12', {
      ...admin,
      '/api/admin/prescriptions/12': ready,
      'POST /api/admin/prescriptions/12/status': ({ options }: MockRequest) => {
        sent.push(options.body);
        return { ...ready, status: 'posted', trackingNumber: 'AP123' };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prescription #12' })).toBeInTheDocument();
    expect(screen.getByText('1 George St, Sydney NSW 2000')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Posted' }));
    expect(await screen.findByText(adminOperationsMessages.trackingNumberRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Tracking number'), 'AP123');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Posted' }));
    expect(await screen.findByText('Prescription marked as posted')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'posted', trackingNumber: 'AP123' }]);
  });
});
