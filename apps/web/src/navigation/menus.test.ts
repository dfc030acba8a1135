import { describe, expect, it } from 'vitest';
import { isMenuItemActive } from './menus';
import { adminMenu, contentWriterMenu, practitionerMenu } from './portals';

const activeLabels = (pathname: string) =>
  adminMenu.filter((item) => isMenuItemActive(item, pathname)).map((item) => item.label);

describe('admin menu highlighting', () => {
  it('matches Dashboard exactly', () => {
    expect(activeLabels('/admin')).toEqual(['Dashboard']);
    expect(activeLabels('/admin/dashboard')).toEqual(['Dashboard']);
    expect(activeLabels('/admin/patients')).toEqual(['Patients']);
  });

  it('matches other items by path prefix on whole segments', () => {
    expect(activeLabels('/admin/patients/12')).toEqual(['Patients']);
    expect(activeLabels('/admin/appointments/create')).toEqual(['Appointments']);
    expect(activeLabels('/admin/appointment-settings')).toEqual(['Appointment Settings']);
    expect(activeLabels('/admin/practitioners/edit/3')).toEqual(['Practitioners']);
  });

  it('highlights Testing on /admin/test-sms and Promotions on /admin/campaigns, the same pages', () => {
    expect(activeLabels('/admin/test-sms')).toEqual(['Testing']);
    expect(activeLabels('/admin/campaigns')).toEqual(['Promotions']);
  });

  it('highlights Promotions on its promo codes page too', () => {
    expect(activeLabels('/admin/promotions')).toEqual(['Promotions']);
    expect(activeLabels('/admin/promo-codes')).toEqual(['Promotions']);
  });

  it('has the 18 items of the spec, then the audit trail at the end', () => {
    expect(adminMenu).toHaveLength(19);
    expect(adminMenu.slice(0, 18).map((item) => item.href)).not.toContain('/admin/audit');
    expect(adminMenu.at(-1)).toEqual({ href: '/admin/audit', label: 'Audit Trail' });
  });
});

describe('practitioner menu', () => {
  it('has the 5 items of the spec, then Security at the end', () => {
    expect(practitionerMenu).toHaveLength(6);
    expect(practitionerMenu.at(-1)).toEqual({ href: '/practitioner/security', label: 'Security' });
  });
});

describe('content writer menu', () => {
  it('ends with Security, for two-step sign-in', () => {
    expect(contentWriterMenu.at(-1)).toEqual({ href: '/content-writer/security', label: 'Security' });
  });
});
