import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../Icons';
import * as styles from './CallLayout.css';

export interface CallLayoutProps {
  /** The other side's video, large: a `VideoTile`. */
  remote: ReactNode;
  /** One's own video, small in the stage's bottom corner: a `VideoTile` with `self`. */
  self?: ReactNode;
  /** The controls under the stage: `CallControls`. */
  controls: ReactNode;
  /** A notice over the top of the stage, e.g. the waiting room's words or 'The patient is waiting'. */
  notice?: ReactNode;
  /** The side panel's content: the chat, or the patient's summary for the practitioner. */
  panel?: ReactNode;
  /** Whether the panel shows; the caller's Chat button toggles it. */
  panelOpen?: boolean;
  /** The panel's heading, which names it ('Chat'). */
  panelTitle?: string;
  /** Closes the panel: its close button and Escape inside it. */
  onPanelClose?: () => void;
  /** The close button's name. */
  panelCloseLabel?: string;
  className?: string;
}

/**
 * The call's room: the other side's video large, one's own small in a corner, the controls at the bottom, and an
 * optional side panel. Below the tablet width of its own box (a container query: a phone in portrait) the panel
 * becomes a sheet over the video, above the controls, which stay within thumb reach. It fills its parent's height:
 * give it one (the page's remaining height). Opening the panel moves focus into it; closing it returns focus.
 */
export function CallLayout({
  remote,
  self,
  controls,
  notice,
  panel,
  panelOpen = false,
  panelTitle = 'Chat',
  onPanelClose,
  panelCloseLabel = 'Close',
  className,
}: CallLayoutProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const showPanel = panelOpen && panel !== undefined && panel !== null;
  const wasShown = useRef(showPanel);

  useEffect(() => {
    if (wasShown.current === showPanel) return;
    wasShown.current = showPanel;
    if (showPanel) {
      // Opened by the caller's button: remember it, and take focus into the panel so its content comes next.
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      panelRef.current?.focus();
    } else {
      // Closed with focus inside it (now gone): give focus back to what opened it, if it is still there.
      const focusLost = document.activeElement === document.body || document.activeElement === null;
      if (focusLost && returnTo.current?.isConnected) returnTo.current.focus();
      returnTo.current = null;
    }
  }, [showPanel]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && onPanelClose) {
      event.stopPropagation();
      onPanelClose();
    }
  };

  return (
    <div className={clsx(styles.root, className)}>
      <div className={styles.layout} data-panel={showPanel ? 'open' : 'closed'}>
        <div className={styles.stage}>
          <div className={styles.remote}>{remote}</div>
          {self ? <div className={styles.self}>{self}</div> : null}
          {notice ? <div className={styles.notice}>{notice}</div> : null}
        </div>
        <div className={styles.controls}>{controls}</div>
        {showPanel ? (
          <aside
            ref={panelRef}
            aria-labelledby={titleId}
            tabIndex={-1}
            className={styles.panel}
            onKeyDown={onPanelKeyDown}
          >
            <div className={styles.panelHeader}>
              <h2 id={titleId} className={styles.panelTitle}>
                {panelTitle}
              </h2>
              {onPanelClose ? (
                <IconButton label={panelCloseLabel} icon={<CloseIcon />} size="sm" onClick={onPanelClose} />
              ) : null}
            </div>
            <div className={styles.panelBody}>{panel}</div>
          </aside>
        ) : null}
      </div>
    </div>
  );
}
