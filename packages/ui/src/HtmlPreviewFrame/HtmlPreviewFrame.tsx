import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import * as styles from './HtmlPreviewFrame.css';

export interface HtmlPreviewFrameProps
  extends Omit<ComponentProps<'iframe'>, 'src' | 'srcDoc' | 'sandbox' | 'title' | 'height' | 'children'> {
  /** The HTML document to show, e.g. an email preview from the server. */
  html: string;
  /** The frame's accessible name, e.g. 'Email preview' (required: a frame without one is unnamed). */
  title: string;
  /** Height in pixels (a number) or any CSS length; defaults to 580 px. */
  height?: number | string;
  /** Let links in the preview open new windows (sandbox "allow-popups"); nothing else is ever allowed. */
  allowPopups?: boolean;
}

/**
 * Shows untrusted HTML (an email preview) in a fully sandboxed iframe via `srcDoc`: no scripts, no
 * same origin, no forms, no top navigation. At most `allow-popups`, so links can open a new tab.
 */
export function HtmlPreviewFrame({
  html,
  title,
  height,
  allowPopups = false,
  className,
  style,
  ...props
}: HtmlPreviewFrameProps) {
  const heightValue = typeof height === 'number' ? `${height}px` : height;
  return (
    <iframe
      {...props}
      title={title}
      srcDoc={html}
      // Never allow-scripts or allow-same-origin: together they would let the preview escape its sandbox.
      sandbox={allowPopups ? 'allow-popups' : ''}
      referrerPolicy="no-referrer"
      className={clsx(styles.frame, className)}
      style={{ ...(heightValue ? assignInlineVars({ [styles.frameHeight]: heightValue }) : {}), ...style }}
    />
  );
}
