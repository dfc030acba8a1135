import { clsx } from 'clsx';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Text } from '../Text';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** How many rows match, on every page together. */
  total: number;
  /** Called with the page the user asks for. */
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Patients pages'. */
  label: string;
  /** Also show 'Showing 21–40 of 45' above the buttons. */
  showRange?: boolean;
  /** Extra class for the nav. */
  className?: string;
}

/** How many pages `total` rows fill: at least one, so an empty list reads 'Page 1 of 1'. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** 'Showing 21–40 of 45': the rows this page holds, or 'Showing 0 of 45' past the last page. */
export function rangeText(page: number, pageSize: number, total: number): string {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return first > last ? `Showing 0 of ${total}` : `Showing ${first}–${last} of ${total}`;
}

/**
 * 'Previous', 'Page x of y' and 'Next' in a named nav landmark, the words the app's lists already use. The buttons
 * are disabled at the ends; the page line is a polite live region, so moving page is announced.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  label,
  showRange = false,
  className,
}: PaginationProps) {
  const pages = pageCount(total, pageSize);
  return (
    <nav aria-label={label} className={clsx(styles.root, className)}>
      {showRange ? (
        <Text tone="muted" size="small">
          {rangeText(page, pageSize, total)}
        </Text>
      ) : null}
      <Inline gap="small" justify="between">
        <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Text tone="muted" aria-live="polite">{`Page ${page} of ${pages}`}</Text>
        <Button variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </Inline>
    </nav>
  );
}
