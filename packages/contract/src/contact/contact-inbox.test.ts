import { describe, expect, it } from 'vitest';
import type { ContactSubmission } from './contact';
import {
  attachmentCountLabel,
  attachmentTypeLabel,
  contactCategoryOptions,
  contactFilterAll,
  contactFilterUncategorized,
  contactStatusOptions,
  contactSubmissionsDisplayed,
  emptyContactInboxFilter,
  filterContactSubmissions,
  isContactInboxFiltered,
} from './contact-inbox';

const base: ContactSubmission = {
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '0412 345 678',
  type: 'General',
  category: 'Billing',
  subject: 'Refund please',
  message: 'I was charged twice',
  status: 'new',
  createdAt: '2026-03-05T09:07:00.000Z',
  attachmentUrl: null,
  attachmentUrls: [],
  assignedToId: null,
};
const bob = {
  ...base,
  id: 2,
  name: 'Bob Brown',
  category: null,
  subject: 'Order',
  status: 'in-progress' as const,
};
const cy = { ...base, id: 3, name: 'Cy Young', category: '  ', subject: 'Done', status: 'resolved' as const };
const di = { ...base, id: 4, name: 'Di Prince', category: 'Appointments', subject: 'Time', message: 'Hi' };
const all = [base, bob, cy, di];
const ids = (list: ContactSubmission[]) => list.map((submission) => submission.id);

describe('contact inbox filters', () => {
  it('lets everything through with no filter, and says it is not filtered', () => {
    expect(ids(filterContactSubmissions(all, emptyContactInboxFilter))).toEqual([1, 2, 3, 4]);
    expect(isContactInboxFiltered(emptyContactInboxFilter)).toBe(false);
    expect(isContactInboxFiltered({ ...emptyContactInboxFilter, search: '   ' })).toBe(false);
  });

  it('searches name, email, phone, type, category, subject and message, ignoring case and spaces around', () => {
    const search = (term: string) =>
      ids(filterContactSubmissions(all, { ...emptyContactInboxFilter, search: term }));
    expect(search('  REFUND ')).toEqual([1]);
    expect(search('Charged')).toEqual([1, 2, 3]);
    expect(search('appointments')).toEqual([4]);
    expect(search('0412')).toEqual([1, 2, 3, 4]);
    expect(search('nobody')).toEqual([]);
    expect(isContactInboxFiltered({ ...emptyContactInboxFilter, search: 'x' })).toBe(true);
  });

  it("filters by category, 'Uncategorized' meaning empty or blank, and by status", () => {
    const by = (category: string) =>
      ids(filterContactSubmissions(all, { ...emptyContactInboxFilter, category }));
    expect(by('Billing')).toEqual([1]);
    expect(by(contactFilterUncategorized)).toEqual([2, 3]);
    expect(ids(filterContactSubmissions(all, { ...emptyContactInboxFilter, status: 'resolved' }))).toEqual([
      3,
    ]);
    expect(
      ids(
        filterContactSubmissions(all, {
          search: 'refund',
          category: contactFilterUncategorized,
          status: 'new',
        }),
      ),
    ).toEqual([]);
  });

  it("offers 'All', the categories in use in order, and 'Uncategorized' last", () => {
    expect(contactCategoryOptions(all)).toEqual([
      { value: contactFilterAll, label: 'All' },
      { value: 'Appointments', label: 'Appointments' },
      { value: 'Billing', label: 'Billing' },
      { value: contactFilterUncategorized, label: 'Uncategorized' },
    ]);
    expect(contactCategoryOptions([base])).toEqual([
      { value: contactFilterAll, label: 'All' },
      { value: 'Billing', label: 'Billing' },
    ]);
    expect(contactStatusOptions({ withAll: true }).map((option) => option.label)).toEqual([
      'All',
      'New',
      'In Progress',
      'Resolved',
      'Closed',
    ]);
    expect(contactStatusOptions()).toHaveLength(4);
  });
});

describe('contact inbox words', () => {
  it("says 'N submissions displayed' with the right plural, and '(filtered)' when filtering", () => {
    expect(contactSubmissionsDisplayed(0, false)).toBe('0 submissions displayed');
    expect(contactSubmissionsDisplayed(1, true)).toBe('1 submission displayed (filtered)');
    expect(contactSubmissionsDisplayed(4, false)).toBe('4 submissions displayed');
  });

  it('names attachment counts and types', () => {
    expect(attachmentCountLabel(1)).toBe('1 attachment');
    expect(attachmentCountLabel(3)).toBe('3 attachments');
    expect(attachmentTypeLabel('/a/report.pdf')).toBe('PDF document');
    expect(attachmentTypeLabel('/a/photo.JPEG?x=1')).toBe('JPEG image');
    expect(attachmentTypeLabel('/a/notes.docx')).toBe('DOCX file');
    expect(attachmentTypeLabel('/a/README')).toBe('File');
  });
});
