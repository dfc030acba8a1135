import { type CampaignType, campaignTiming } from '@telehealth/contract';

/**
 * The popup rules (docs/product/campaigns.md) as a state machine with no DOM and no React: the component feeds it what
 * happens (timers, the pointer, scrolling, the page hiding, closing, submitting) and shows what it says is open.
 *
 * - welcome: opens `delaySeconds` (default 3) after start;
 * - exit intent: arms `delaySeconds` (default 2) after start; armed, it opens when the pointer comes within
 *   20 px of the top edge, or on touch screens on a fast upward scroll or when the page is about to be hidden;
 *   it disarms while a popup is open and re-arms (after its delay again) when one closes;
 * - each type opens at most once per page session, one at a time; after any email submission, or for a signed-in
 *   user, none opens again;
 * - on a quiet page (signing in, checkout, the popup previews: docs/product/site.md) none opens, and one that is open
 *   closes; a welcome popup that came due there opens as soon as the visitor is on a page that is not quiet.
 */

export interface PopupCampaign {
  instanceId: string;
  type: CampaignType;
  delaySeconds: number;
}

export interface PopupMachineOptions {
  /** The active campaigns; the first of each type is used. */
  campaigns: readonly PopupCampaign[];
  /** Types already shown in this page session (sessionStorage), which will not open again. */
  shown?: readonly CampaignType[];
  /** Whether an email was already submitted (today's history): then nothing opens. */
  submitted?: boolean;
  /** Asked before anything opens: a signed-in user never sees a popup. */
  isSignedIn?: () => boolean;
  /** Whether the page at start is a quiet one, where no popup opens (`setQuiet` follows the visitor after). */
  quiet?: boolean;
  /** Called whenever the open popup changes, and when a type is first shown (to remember it). */
  onChange: (state: PopupMachineState) => void;
  /** The timer functions; the globals unless given (tests use fake timers either way). */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface PopupMachineState {
  /** The campaign whose popup is open, or null. */
  open: PopupCampaign | null;
  /** Types shown in this page session. */
  shown: CampaignType[];
  /** An email was submitted: no popup opens again. */
  submitted: boolean;
  /** The exit-intent popup would open on the next exit signal. */
  exitArmed: boolean;
}

export interface PopupMachine {
  /** Starts the welcome delay and the exit-intent arming delay. */
  start(): void;
  /** The pointer moved to this distance from the top of the viewport (or left the page through the top). */
  pointerAt(clientY: number): void;
  /** A touch screen's exit signal: a fast upward scroll, or the page about to be hidden. */
  touchExitSignal(): void;
  /** The open popup closed (close button, Escape, auto-close). */
  close(): void;
  /** An email was submitted: nothing opens again. */
  submitted(): void;
  /** The visitor is now on a quiet page (nothing opens, an open popup closes) or has left it. */
  setQuiet(quiet: boolean): void;
  state(): PopupMachineState;
  /** Clears every timer. */
  stop(): void;
}

export function createPopupMachine(options: PopupMachineOptions): PopupMachine {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const welcome = options.campaigns.find((campaign) => campaign.type === 'welcome_popup');
  const exit = options.campaigns.find((campaign) => campaign.type === 'exit_intent');
  const state: PopupMachineState = {
    open: null,
    shown: [...(options.shown ?? [])],
    submitted: options.submitted ?? false,
    exitArmed: false,
  };
  const timers = new Set<unknown>();
  let quiet = options.quiet ?? false;
  /** The welcome delay passed on a quiet page: it opens on the next page that is not. */
  let welcomeDue = false;

  const notify = () => options.onChange({ ...state, shown: [...state.shown] });
  const later = (run: () => void, seconds: number) => {
    const timer = setTimer(() => {
      timers.delete(timer);
      run();
    }, seconds * 1000);
    timers.add(timer);
  };
  /** Whether the campaign may open now, quiet pages apart. */
  const mayOpenOffQuietPages = (campaign: PopupCampaign | undefined): campaign is PopupCampaign =>
    campaign !== undefined &&
    state.open === null &&
    !state.submitted &&
    !state.shown.includes(campaign.type) &&
    !(options.isSignedIn?.() ?? false);
  const mayOpen = (campaign: PopupCampaign | undefined): campaign is PopupCampaign =>
    !quiet && mayOpenOffQuietPages(campaign);
  const open = (campaign: PopupCampaign) => {
    state.open = campaign;
    state.shown.push(campaign.type);
    state.exitArmed = false;
    notify();
  };
  const armExit = () => {
    if (!exit || state.submitted || state.shown.includes('exit_intent')) return;
    later(() => {
      state.exitArmed = state.open === null && !state.submitted;
    }, exit.delaySeconds);
  };
  const exitSignal = () => {
    if (state.exitArmed && mayOpen(exit)) open(exit);
  };

  const close = () => {
    if (state.open === null) return;
    state.open = null;
    notify();
    armExit();
  };

  return {
    start() {
      if (mayOpenOffQuietPages(welcome))
        later(() => {
          if (quiet) welcomeDue = true;
          else if (mayOpen(welcome)) open(welcome);
        }, welcome.delaySeconds);
      armExit();
    },
    pointerAt(clientY) {
      if (clientY <= campaignTiming.exitIntentTopPx) exitSignal();
    },
    touchExitSignal: exitSignal,
    close,
    submitted() {
      state.submitted = true;
      state.exitArmed = false;
      notify();
    },
    setQuiet(next) {
      if (next === quiet) return;
      quiet = next;
      if (quiet) {
        close();
        return;
      }
      if (welcomeDue) {
        welcomeDue = false;
        if (mayOpen(welcome)) open(welcome);
      }
    },
    state: () => ({ ...state, shown: [...state.shown] }),
    stop() {
      for (const timer of timers) clearTimer(timer);
      timers.clear();
    },
  };
}

/**
 * A touch screen's "about to leave" scroll: upward, at least this fast (px per ms) over at least this distance.
 * Measured between two scroll events; README explains the numbers.
 */
export const fastUpwardScroll = { minSpeedPxPerMs: 1.5, minDistancePx: 80 } as const;

export function isFastUpwardScroll(fromY: number, toY: number, elapsedMs: number): boolean {
  const distance = fromY - toY;
  return (
    distance >= fastUpwardScroll.minDistancePx &&
    elapsedMs > 0 &&
    distance / elapsedMs >= fastUpwardScroll.minSpeedPxPerMs
  );
}
