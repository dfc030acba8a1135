import {
  attachmentKind,
  type ContactStatus,
  type ContactSubmission,
  contactMessages,
  contactStatuses,
  contactStatusLabels,
  fileExtension,
} from './contact';

/**
 * The admin inbox's rules (docs/product/site.md): search, the category and status filters with their
 * 'All' options, 'Uncategorized' for empty categories, and the footer's words. Pure, so the page only composes.
 */

/** The filters' value for "no filter". */
export const contactFilterAll = 'all';
/** The category filter's value for submissions without a category. */
export const contactFilterUncategorized = '__uncategorized__';

export interface ContactInboxFilter {
  /** Free text, matched case-insensitively in the name, email, phone, type, category, subject and message. */
  search: string;
  /** A category, `contactFilterUncategorized`, or `contactFilterAll`. */
  category: string;
  /** A status, or `contactFilterAll`. */
  status: ContactStatus | typeof contactFilterAll;
}

export const emptyContactInboxFilter: ContactInboxFilter = {
  search: '',
  category: contactFilterAll,
  status: contactFilterAll,
};

export interface FilterOption {
  value: string;
  label: string;
}

const hasCategory = (submission: Pick<ContactSubmission, 'category'>) => Boolean(submission.category?.trim());

/** Whether any filter is set (the Clear Filters button shows, and the footer says '(filtered)'). */
export function isContactInboxFiltered(filter: ContactInboxFilter): boolean {
  return (
    filter.search.trim() !== '' || filter.category !== contactFilterAll || filter.status !== contactFilterAll
  );
}

function matchesSearch(submission: ContactSubmission, term: string): boolean {
  if (!term) return true;
  const needle = term.toLowerCase();
  return [
    submission.name,
    submission.email,
    submission.phone,
    submission.type,
    submission.category,
    submission.subject,
    submission.message,
  ].some((value) => value?.toLowerCase().includes(needle));
}

/** The submissions the filter lets through, in the order given. */
export function filterContactSubmissions(
  submissions: readonly ContactSubmission[],
  filter: ContactInboxFilter,
): ContactSubmission[] {
  const term = filter.search.trim();
  return submissions.filter(
    (submission) =>
      matchesSearch(submission, term) &&
      (filter.category === contactFilterAll ||
        (filter.category === contactFilterUncategorized
          ? !hasCategory(submission)
          : submission.category === filter.category)) &&
      (filter.status === contactFilterAll || submission.status === filter.status),
  );
}

/** 'All', then the categories in use in alphabetical order, then 'Uncategorized' when some have none. */
export function contactCategoryOptions(submissions: readonly ContactSubmission[]): FilterOption[] {
  const named = new Set<string>();
  let hasEmpty = false;
  for (const submission of submissions) {
    if (hasCategory(submission)) named.add(submission.category as string);
    else hasEmpty = true;
  }
  return [
    { value: contactFilterAll, label: 'All' },
    ...[...named].sort((a, b) => a.localeCompare(b)).map((name) => ({ value: name, label: name })),
    ...(hasEmpty ? [{ value: contactFilterUncategorized, label: contactMessages.uncategorized }] : []),
  ];
}

/** The four statuses with their labels ('New' for the default), after 'All' when `withAll`. */
export function contactStatusOptions(options: { withAll?: boolean } = {}): FilterOption[] {
  const statuses = contactStatuses.map((status) => ({ value: status, label: contactStatusLabels[status] }));
  return options.withAll ? [{ value: contactFilterAll, label: 'All' }, ...statuses] : statuses;
}

/** The footer: '3 submissions displayed', '1 submission displayed (filtered)'. */
export function contactSubmissionsDisplayed(count: number, filtered: boolean): string {
  return `${count} ${count === 1 ? 'submission' : 'submissions'} displayed${filtered ? ' (filtered)' : ''}`;
}

/** '1 attachment', '2 attachments': what the paperclip's number means. */
export function attachmentCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'attachment' : 'attachments'}`;
}

/** 'PDF document', 'PNG image', 'DOCX file' or 'File': an attachment's type in words. */
export function attachmentTypeLabel(url: string): string {
  const kind = attachmentKind(url);
  if (kind === 'pdf') return 'PDF document';
  const extension = fileExtension(url).toUpperCase();
  if (kind === 'image') return `${extension} image`;
  return extension ? `${extension} file` : 'File';
}
