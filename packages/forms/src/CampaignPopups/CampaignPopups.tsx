import { type Campaign, type CampaignType, campaignMessages, campaignTiming } from '@telehealth/contract';
import { toast } from '@telehealth/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CampaignPopupForm } from '../CampaignPopupForm/CampaignPopupForm';
import { createPopupMachine, isFastUpwardScroll, type PopupMachine } from './popupMachine';
import {
  type KeyValueStore,
  readShownTypes,
  readSubmissionHistory,
  recordSubmission,
  writeShownTypes,
} from './submissionHistory';
import { stylesFromTemplate } from './templateStyles';

export interface CampaignPopupsProps {
  /** The active campaigns (`GET /api/campaigns/active`). */
  campaigns: readonly Campaign[];
  /** Sends the email; rejects with `{ status }` (409 when already subscribed). */
  submit: (campaign: Campaign, email: string) => Promise<void>;
  /** Checked before a popup opens: signed-in users never see one. */
  isSignedIn?: () => boolean;
  /**
   * The visitor is on a page where no popup shows (signing in, checkout, the popup previews): none opens and an open
   * one closes; a welcome popup that came due meanwhile opens once this turns false.
   */
  quiet?: boolean;
  /** The page session's and the day's storage; the browser's unless given. */
  sessionStore?: KeyValueStore;
  localStore?: KeyValueStore;
  /** The clock, for the day of the history. */
  now?: () => Date;
}

function browserStore(name: 'sessionStorage' | 'localStorage'): KeyValueStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[name];
  } catch {
    return undefined; // storage blocked
  }
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : undefined;
}

/** What a popup shows of a campaign: its texts and its template. */
export type CampaignContent = Pick<Campaign, 'htmlTemplate' | 'editableSections'>;

export interface CampaignPopupProps {
  campaign: CampaignContent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (email: string) => Promise<void>;
  /** Closes this long after submit is pressed; never when omitted (previews). */
  autoCloseMs?: number;
}

/**
 * A campaign's popup as visitors see it: texts from its sections (with neutral fallbacks for empty ones), colours
 * from its template. Also the admin screen's live preview and /test-toggle's.
 */
export function CampaignPopup({ campaign, open, onOpenChange, onSubmit, autoCloseMs }: CampaignPopupProps) {
  const styles = useMemo(() => stylesFromTemplate(campaign.htmlTemplate), [campaign.htmlTemplate]);
  const sections = campaign.editableSections;
  return (
    <CampaignPopupForm
      open={open}
      onOpenChange={onOpenChange}
      title={sections.title || 'Stay in touch'}
      tagline={sections.tagline || undefined}
      buttonLabel={sections['button-label'] || 'Subscribe'}
      bottomNote={sections['bottom-note'] || undefined}
      styles={styles}
      {...(autoCloseMs === undefined ? {} : { autoCloseMs })}
      onSubmit={onSubmit}
    />
  );
}

/**
 * The welcome and exit-intent popups for an anonymous visitor (docs/product/campaigns.md): the rules are
 * `createPopupMachine`'s, this wires it to the page (pointer near the top edge, fast upward scroll and the page
 * hiding on touch screens), to the browser's storage (types shown this page session, today's latest 2 submissions)
 * and to the popup's toasts. It never fetches: `submit` does.
 */
export function CampaignPopups({
  campaigns,
  submit,
  isSignedIn,
  quiet = false,
  sessionStore = browserStore('sessionStorage'),
  localStore = browserStore('localStorage'),
  now = () => new Date(),
}: CampaignPopupsProps) {
  const [open, setOpen] = useState<Campaign | null>(null);
  const machine = useRef<PopupMachine | null>(null);
  const latest = useRef({ isSignedIn, quiet, sessionStore, localStore, now });
  latest.current = { isSignedIn, quiet, sessionStore, localStore, now };

  useEffect(() => {
    const { sessionStore: session, localStore: local } = latest.current;
    const byInstance = new Map(campaigns.map((campaign) => [campaign.instanceId, campaign]));
    const created = createPopupMachine({
      campaigns: campaigns.filter((campaign) => campaign.isActive),
      shown: readShownTypes(session),
      submitted: readSubmissionHistory(local, latest.current.now()).length > 0,
      isSignedIn: () => latest.current.isSignedIn?.() ?? false,
      quiet: latest.current.quiet,
      onChange: (state) => {
        writeShownTypes(session, state.shown);
        setOpen(state.open ? (byInstance.get(state.open.instanceId) ?? null) : null);
      },
    });
    machine.current = created;
    created.start();

    const touch = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
    const onMouseOut = (event: MouseEvent) => {
      // Leaving the document through its top edge (towards the tabs and the address bar).
      if (event.relatedTarget === null) created.pointerAt(event.clientY);
    };
    const onMouseMove = (event: MouseEvent) => created.pointerAt(event.clientY);
    let lastScroll = { y: window.scrollY, at: performance.now() };
    const onScroll = () => {
      const next = { y: window.scrollY, at: performance.now() };
      if (isFastUpwardScroll(lastScroll.y, next.y, next.at - lastScroll.at)) created.touchExitSignal();
      lastScroll = next;
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') created.touchExitSignal();
    };
    document.addEventListener('mouseout', onMouseOut);
    document.addEventListener('mousemove', onMouseMove, { passive: true });
    if (touch) {
      window.addEventListener('scroll', onScroll, { passive: true });
      document.addEventListener('visibilitychange', onHidden);
    }
    return () => {
      created.stop();
      document.removeEventListener('mouseout', onMouseOut);
      document.removeEventListener('mousemove', onMouseMove);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [campaigns]);

  useEffect(() => {
    machine.current?.setQuiet(quiet);
  }, [quiet]);

  const remember = (campaign: Campaign, email: string, type: CampaignType) => {
    const at = latest.current.now();
    recordSubmission(
      latest.current.localStore,
      { campaignInstanceId: campaign.instanceId, campaignType: type, email, submittedAt: at.toISOString() },
      at,
    );
    machine.current?.submitted();
  };

  const handleSubmit = async (email: string) => {
    const campaign = open;
    if (!campaign) return;
    try {
      await submit(campaign, email);
    } catch (error) {
      if (statusOf(error) === 409) {
        toast({
          title: campaignMessages.alreadySubscribedTitle,
          description: campaignMessages.alreadySubscribed,
        });
        remember(campaign, email, campaign.type);
        machine.current?.close();
      } else {
        toast({
          title: campaignMessages.failedTitle,
          description: campaignMessages.failed,
          tone: 'critical',
        });
      }
      throw error;
    }
    remember(campaign, email, campaign.type);
    toast({ title: campaignMessages.successTitle, description: campaignMessages.success, tone: 'positive' });
  };

  if (!open) return null;
  return (
    <CampaignPopup
      key={open.instanceId}
      campaign={open}
      open
      onOpenChange={(next) => {
        if (!next) machine.current?.close();
      }}
      autoCloseMs={campaignTiming.autoCloseMs}
      onSubmit={handleSubmit}
    />
  );
}
