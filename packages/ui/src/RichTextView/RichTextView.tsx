import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { type ComponentProps, useMemo } from 'react';
import * as styles from './RichTextView.css';
import { previewText, sanitizeHtml } from './sanitizeHtml';

export interface RichTextViewProps
  extends Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Stored rich text (HTML); it is sanitised before display. */
  html: string;
  /** Show only the first N characters of the text, without formatting (200 in the legal document list). */
  previewChars?: number;
  /** Clamp to at most N lines with an ellipsis (3 in the legal document list). */
  lines?: number;
}

/**
 * Displays stored rich text (HTML from the editor) safely: sanitised with DOMPurify, in the same
 * typography as the editor; or, with `previewChars`, as a short plain-text preview.
 */
export function RichTextView({ html, previewChars, lines, className, style, ...props }: RichTextViewProps) {
  const sanitized = useMemo(
    () => (previewChars === undefined ? sanitizeHtml(html) : null),
    [html, previewChars],
  );
  const preview = useMemo(
    () => (previewChars === undefined ? null : previewText(html, previewChars)),
    [html, previewChars],
  );
  const classes = clsx(styles.prose, lines !== undefined && styles.clamped, className);
  const inline = {
    ...(lines !== undefined ? assignInlineVars({ [styles.lineCount]: String(lines) }) : {}),
    ...style,
  };

  if (preview !== null) {
    return (
      <div className={classes} style={inline} {...props}>
        {preview}
      </div>
    );
  }
  return (
    <div
      className={classes}
      style={inline}
      {...props}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised by DOMPurify.
      dangerouslySetInnerHTML={{ __html: sanitized ?? '' }}
    />
  );
}
