import { type MockRequest, mockFailure } from '@telehealth/api';
import type { ContactSubmission } from '@telehealth/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { heldAnswer, renderRoute } from '../../test/renderRoute';

const admin = { '/api/user': users.admin };

const ada: ContactSubmission = {
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '0412 345 678',
  type: 'General',
  category: 'Billing',
  subject: 'Refund please',
  message: 'First line\nSecond line <b>not bold</b>',
  status: 'new',
  createdAt: '2026-03-05T09:07:00.000Z',
  attachmentUrl: null,
  attachmentUrls: ['/api/contact/attachments/1/report.pdf', '/api/contact/attachments/2/photo.png'],
  assignedToId: 12,
};
const bob: ContactSubmission = {
  id: 8,
  name: 'Bob Brown',
  email: 'bob@example.com',
  phone: null,
  type: 'Support',
  category: null,
  subject: 'Where is my order',
  message: 'Hello',
  status: 'in-progress',
  createdAt: '2026-03-06T10:00:00.000Z',
  attachmentUrl: null,
  attachmentUrls: [],
  assignedToId: null,
};
const cy: ContactSubmission = { ...bob, id: 9, name: 'Cy Young', subject: 'Done', status: 'resolved' };
const di: ContactSubmission = { ...bob, id: 10, name: 'Di Prince', subject: 'Old', status: 'closed' };

async function table() {
  return within(
    within(await screen.findByRole('region', { name: 'Contact submissions' })).getByRole('table'),
  );
}

describe('/admin/contact-submissions', () => {
  it('lists submissions with badges, dates, attachment counts and the footer', async () => {
    const { container } = renderRoute('/admin/contact-submissions', {
      ...admin,
      '/api/contact': [ada, bob, cy, di],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Submissions' })).toBeInTheDocument();
    const rows = await table();
    for (const name of ['Name', 'Email', 'Type', 'Category', 'Subject', 'Status', 'Date']) {
      expect(rows.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(rows.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(rows.getByText('2 attachments')).toBeInTheDocument();
    // dd/MM/yyyy HH:mm in the admin's own zone (Sydney, UTC+11 in March).
    const date = rows.getByText('05/03/2026 20:07');
    expect(date).toHaveAttribute('data-label', 'Date');
    expect(getComputedStyle(date).whiteSpace).toBe('nowrap');
    expect(rows.getByText('New')).toHaveAttribute('data-tone', 'info');
    expect(rows.getByText('In Progress')).toHaveAttribute('data-tone', 'caution');
    expect(rows.getByText('Resolved')).toHaveAttribute('data-tone', 'positive');
    expect(rows.getByText('Closed')).toHaveAttribute('data-tone', 'neutral');
    expect(rows.getAllByRole('button', { name: /View Details/ })).toHaveLength(4);
    expect(screen.getByText('4 submissions displayed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('filters by search, category (Uncategorized) and status, and clears them', async () => {
    renderRoute('/admin/contact-submissions', { ...admin, '/api/contact': [ada, bob, cy] });
    await table();
    await userEvent.type(screen.getByLabelText('Search'), 'refund');
    expect(screen.getByText('1 submission displayed (filtered)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByText('3 submissions displayed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(await screen.findByRole('option', { name: 'All' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Uncategorized' }));
    expect(screen.getByText('2 submissions displayed (filtered)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByRole('option', { name: 'All' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'New' }));
    expect(screen.getByText('No contact submissions found')).toBeInTheDocument();
    expect(screen.getByText('0 submissions displayed (filtered)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByText('3 submissions displayed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it("shows 'No contact submissions found' when the list is empty or the API answers 401", async () => {
    renderRoute('/admin/contact-submissions', { ...admin, '/api/contact': mockFailure(401, 'Unauthorized') });
    expect(await screen.findByText('No contact submissions found')).toBeInTheDocument();
    expect(screen.getByText('0 submissions displayed')).toBeInTheDocument();
  });

  it('shows a spinner while loading and an error when the list fails', async () => {
    const list = heldAnswer([ada]);
    const view = renderRoute('/admin/contact-submissions', { ...admin, '/api/contact': list.answer });
    expect(await screen.findByText('Loading contact submissions')).toBeInTheDocument();
    view.unmount();
    list.release();
    renderRoute('/admin/contact-submissions', {
      ...admin,
      '/api/contact': mockFailure(500, 'Database unavailable'),
    });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });

  it('shows every section of the details, with attachments made absolute', async () => {
    renderRoute('/admin/contact-submissions', { ...admin, '/api/contact': [ada] });
    await userEvent.click((await table()).getByRole('button', { name: /View Details/ }));
    const dialog = within(await screen.findByRole('dialog'));
    for (const title of [
      'Submission Information',
      'Contact Details',
      'Request Details',
      'Assignment',
      'Message',
      'Attachments',
    ]) {
      expect(dialog.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(dialog.getByText('Staff ID')).toBeInTheDocument();
    expect(dialog.getByText('12')).toBeInTheDocument();
    expect(dialog.getByText('7')).toBeInTheDocument();
    expect(dialog.getByText('0412 345 678')).toBeInTheDocument();
    expect(dialog.getByText('5 March 2026 at 8:07 pm')).toBeInTheDocument();
    expect(dialog.getByText('Billing')).toBeInTheDocument();
    const message = dialog.getByTestId('contact-message');
    expect(message.querySelectorAll('br')).toHaveLength(1);
    expect(message).toHaveTextContent('First lineSecond line <b>not bold</b>');
    expect(message.querySelector('b')).toBeNull();
    const origin = window.location.origin;
    expect(dialog.getByRole('link', { name: 'View report.pdf' })).toHaveAttribute(
      'href',
      `${origin}/api/contact/attachments/1/report.pdf?inline=1`,
    );
    expect(dialog.getByRole('link', { name: 'View report.pdf' })).toHaveAttribute('target', '_blank');
    expect(dialog.getByRole('link', { name: 'Download photo.png' })).toHaveAttribute(
      'href',
      `${origin}/api/contact/attachments/2/photo.png`,
    );
    expect(dialog.getByText('PDF document')).toBeInTheDocument();
    expect(dialog.getByText('PNG image')).toBeInTheDocument();
    const kinds = [...document.querySelectorAll('svg[data-kind]')].map((icon) =>
      icon.getAttribute('data-kind'),
    );
    expect(kinds).toEqual(['pdf', 'image']);
    expect(dialog.getByRole('button', { name: 'Update Status' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names attachments from the listed attachments when their URLs carry ids only', async () => {
    const withIds = {
      ...ada,
      attachmentUrls: ['/api/contact/attachments/1', '/api/contact/attachments/2'],
      attachments: [
        {
          id: 1,
          name: 'report.pdf',
          mimeType: 'application/pdf',
          size: 10,
          url: '/api/contact/attachments/1',
        },
        { id: 2, name: 'photo.png', mimeType: 'image/png', size: 10, url: '/api/contact/attachments/2' },
      ],
    };
    renderRoute('/admin/contact-submissions', { ...admin, '/api/contact': [withIds] });
    await userEvent.click((await table()).getByRole('button', { name: /View Details/ }));
    const dialog = within(await screen.findByRole('dialog'));
    const origin = window.location.origin;
    expect(dialog.getByRole('link', { name: 'View report.pdf' })).toHaveAttribute(
      'href',
      `${origin}/api/contact/attachments/1?inline=1`,
    );
    expect(dialog.getByRole('link', { name: 'Download photo.png' })).toHaveAttribute('download', 'photo.png');
    expect(dialog.getByText('PNG image')).toBeInTheDocument();
  });

  it('leaves out Assignment, phone, category and attachments when absent', async () => {
    renderRoute('/admin/contact-submissions', { ...admin, '/api/contact': [bob] });
    await userEvent.click((await table()).getByRole('button', { name: /View Details/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByRole('heading', { name: 'Assignment' })).not.toBeInTheDocument();
    expect(dialog.queryByText('Staff ID')).not.toBeInTheDocument();
    expect(dialog.queryByText('Phone')).not.toBeInTheDocument();
    expect(dialog.queryByText('Category')).not.toBeInTheDocument();
    expect(dialog.queryByRole('heading', { name: /Attachment/ })).not.toBeInTheDocument();
  });

  it("updates the status, reloads the list and toasts 'Status updated'; a failure toasts Error", async () => {
    let current: ContactSubmission = ada;
    let fail = false;
    let loads = 0;
    renderRoute('/admin/contact-submissions', {
      ...admin,
      '/api/contact': () => {
        loads += 1;
        return [current];
      },
      'PATCH /api/contact/7/status': ({ options }: MockRequest) => {
        if (fail) return mockFailure(500, 'Boom');
        current = { ...current, status: (options.body as { status: ContactSubmission['status'] }).status };
        return current;
      },
    });
    await userEvent.click((await table()).getByRole('button', { name: /View Details/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Update Status' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Submission Status' }));
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Resolved' }));
    const before = loads;
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(screen.getByText('Submission status updated to Resolved')).toBeInTheDocument();
    await waitFor(() => expect(loads).toBeGreaterThan(before));

    fail = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Update Status' }));
    const again = within(await screen.findByRole('dialog', { name: 'Update Submission Status' }));
    await userEvent.click(again.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update submission status')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});

describe('the details dialog after a status update', () => {
  it('gets focus back and still closes with Escape, though a toast is showing', async () => {
    let current: ContactSubmission = bob;
    renderRoute('/admin/contact-submissions', {
      ...admin,
      '/api/contact': () => [current],
      'PATCH /api/contact/8/status': ({ options }: MockRequest) => {
        current = { ...current, status: (options.body as { status: ContactSubmission['status'] }).status };
        return current;
      },
    });
    await userEvent.click((await table()).getByRole('button', { name: /View Details/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Update Status' }));
    const inner = within(await screen.findByRole('dialog', { name: 'Update Submission Status' }));
    expect(inner.getByRole('combobox', { name: 'Status' })).toHaveTextContent('In Progress');
    await userEvent.click(inner.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Update Submission Status' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Update Status' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes only the inner dialog on Escape, and the outer one on the next', async () => {
    renderRoute('/admin/contact-submissions', { ...admin, '/api/contact': [bob] });
    await userEvent.click((await table()).getByRole('button', { name: /View Details/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Update Status' }));
    await screen.findByRole('dialog', { name: 'Update Submission Status' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Update Submission Status' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Where is my order' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
