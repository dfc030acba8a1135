import type { MockRequest } from '@telehealth/api';
import {
  type AdminMedication,
  type AdminMedicationVariant,
  adminOperationsMessages,
} from '@telehealth/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const at = '2026-01-01T00:00:00.000Z';
const inUse: AdminMedicationVariant = {
  id: 4,
  medicationId: 3,
  medicationName: 'Sildenafil',
  strength: '50 mg',
  form: 'tablet',
  packSize: 4,
  priceCents: 2995,
  isActive: true,
  inUse: true,
  createdAt: at,
  updatedAt: at,
};
const unused: AdminMedicationVariant = { ...inUse, id: 5, strength: '100 mg', inUse: false, isActive: false };
const sildenafil: AdminMedication = {
  id: 3,
  name: 'Sildenafil',
  genericName: 'sildenafil citrate',
  description: null,
  isActive: true,
  assessmentTypes: ['erectile_dysfunction'],
  variants: [inUse, unused],
  createdAt: at,
  updatedAt: at,
};
const admin = { '/api/user': users.admin };

describe('/admin/medications', () => {
  it('lists medicines with their variants; only an unused variant can be deleted', async () => {
    const calls: string[] = [];
    const { container } = renderRoute('/admin/medications', {
      ...admin,
      '/api/admin/medications': { items: [sildenafil], total: 1, page: 1, pageSize: 20 },
      'PATCH /api/admin/medications/variants/4/active': ({ options }: MockRequest) => {
        calls.push(`active ${(options.body as { isActive: boolean }).isActive}`);
        return { ...inUse, isActive: false };
      },
      'DELETE /api/admin/medications/variants/5': () => {
        calls.push('delete 5');
        return { message: adminOperationsMessages.variantDeleted };
      },
    });
    expect(await screen.findByText('50 mg tablet, pack of 4 · $29.95')).toBeInTheDocument();
    expect(screen.getByText('For erectile dysfunction')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Delete Sildenafil 50 mg tablet, pack of 4' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Sildenafil 50 mg tablet, pack of 4' })).toHaveAttribute(
      'href',
      '/admin/medications/edit-variant/3/4',
    );
    await expectNoAxeViolations(container);
    await userEvent.click(
      screen.getByRole('button', { name: 'Deactivate Sildenafil 50 mg tablet, pack of 4' }),
    );
    await waitFor(() => expect(calls).toContain('active false'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Sildenafil 100 mg tablet, pack of 4' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(adminOperationsMessages.variantDeleted)).toBeInTheDocument();
    expect(calls).toContain('delete 5');
  });
});

describe('the medicine form', () => {
  it('adds a medicine from the dialog', async () => {
    const sent: unknown[] = [];
    renderRoute('/admin/medications', {
      ...admin,
      '/api/admin/medications': { items: [sildenafil], total: 1, page: 1, pageSize: 20 },
      'POST /api/admin/medications': ({ options }: MockRequest) => {
        sent.push(options.body);
        return { ...sildenafil, id: 8, name: 'Tadalafil', variants: [] };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Medicine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Medicine' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Tadalafil');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Erectile dysfunction' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Medicine' }));
    expect(await screen.findByText('Medicine added')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Tadalafil',
        genericName: null,
        description: null,
        assessmentTypes: ['erectile_dysfunction'],
        isActive: true,
      },
    ]);
  });
});

describe('the variant form', () => {
  it('adds a variant of the medicine in the address and returns to the list', async () => {
    const sent: unknown[] = [];
    const { router } = renderRoute('/admin/medications/add-variant/3', {
      ...admin,
      '/api/admin/medications/3': sildenafil,
      '/api/admin/medications': { items: [sildenafil], total: 1, page: 1, pageSize: 20 },
      'POST /api/admin/medications/variants': ({ options }: MockRequest) => {
        sent.push(options.body);
        return { ...unused, id: 6 };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Variant' })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Strength'), '25 mg');
    await userEvent.type(screen.getByLabelText('Form'), 'tablet');
    await userEvent.type(screen.getByLabelText('Pack size'), '8');
    await userEvent.type(screen.getByLabelText(/Price/), '19.50');
    await userEvent.click(screen.getByRole('button', { name: 'Add Variant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/medications'));
    expect(sent[0]).toMatchObject({ medicationId: 3, strength: '25 mg', packSize: 8, priceCents: 1950 });
  });

  it("edits a variant and refuses one that is not the medicine's", async () => {
    renderRoute('/admin/medications/edit-variant/9/4', {
      ...admin,
      '/api/admin/medications/variants/4': inUse,
    });
    expect(
      await screen.findByRole('heading', { name: adminOperationsMessages.variantNotFound }),
    ).toBeInTheDocument();
  });

  it('loads the variant to edit by its id alone', async () => {
    renderRoute('/admin/medications/edit-variant/4', {
      ...admin,
      '/api/admin/medications/variants/4': inUse,
    });
    expect(await screen.findByLabelText('Strength')).toHaveValue('50 mg');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Variant' })).toBeInTheDocument();
  });
});
