import { mockFailure } from '@telehealth/api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../test/fixtures';
import { preloadPages, renderRoute } from '../test/renderRoute';

/**
 * Every admin management address, with the heading and tab title its page shows before its data arrives (the
 * mock API answers nothing else, so a record page shows its own 'not found' under that heading).
 */
const pages: [address: string, title: string][] = [
  ['/admin/assessments', 'Assessments'],
  ['/admin/assessments/7', 'Assessment'],
  ['/admin/practitioners', 'Practitioners'],
  ['/admin/practitioners/edit/7', 'Edit Practitioner'],
  ['/admin/practitioners/7', 'Practitioner'],
  ['/admin/practitioner-details/7', 'Practitioner details'],
  ['/admin/reports', 'Reports'],
  ['/admin/patients', 'Patients'],
  ['/admin/patients/7', 'Patient'],
  ['/admin/prescriptions', 'Prescriptions'],
  ['/admin/prescriptions/7', 'Prescription'],
  ['/admin/medications', 'Medications'],
  ['/admin/medications/add-variant', 'Add Variant'],
  ['/admin/medications/add-variant/7', 'Add Variant'],
  ['/admin/medications/edit-variant/7', 'Edit Variant'],
  ['/admin/medications/edit-variant/7/8', 'Edit Variant'],
  ['/admin/appointments', 'Appointments'],
  ['/admin/appointments/create', 'Book Appointment'],
  ['/admin/create-appointment', 'Book Appointment'],
  ['/admin/content-writers', 'Content Writers'],
];

const asAdmin = { '/api/user': users.admin };

beforeAll(() => preloadPages(...pages.map(([address]) => address), '/admin/no-such-page'), 30_000);

describe('the admin management pages', () => {
  it.each(pages)('%s shows its page, titled %s, inside the admin frame', async (address, title) => {
    renderRoute(address, asAdmin);
    const navigation = await screen.findByRole(
      'navigation',
      { name: 'Admin navigation' },
      { timeout: 5_000 },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Telehealth`));
    expect(within(navigation).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('an admin address no page claims is not found, inside the admin frame', async () => {
    renderRoute('/admin/no-such-page', asAdmin);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found...' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it.each([['/admin/patients/7'], ['/admin/no-such-page']])(
    '%s sends a visitor to sign in first',
    async (address) => {
      const { router } = renderRoute(address, { '/api/user': mockFailure(401, 'Not authenticated') });
      await waitFor(() =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          `/auth?redirect=${encodeURIComponent(address)}`,
        ),
      );
    },
  );

  it('a patient never sees them: the guard sends them home', async () => {
    const { router } = renderRoute('/admin/patients', { '/api/user': users.patient });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Patients' })).not.toBeInTheDocument();
  });
});
