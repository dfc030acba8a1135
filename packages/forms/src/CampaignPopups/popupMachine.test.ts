import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPopupMachine, isFastUpwardScroll, type PopupMachineOptions } from './popupMachine';

const welcome = { instanceId: 'w', type: 'welcome_popup', delaySeconds: 3 } as const;
const exit = { instanceId: 'e', type: 'exit_intent', delaySeconds: 2 } as const;

function machine(options: Partial<PopupMachineOptions> = {}) {
  const onChange = vi.fn();
  const created = createPopupMachine({ campaigns: [welcome, exit], onChange, ...options });
  created.start();
  return created;
}
const openType = (m: ReturnType<typeof machine>) => m.state().open?.type ?? null;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('welcome popup', () => {
  it('opens after its delaySeconds, not before', () => {
    const m = machine();
    vi.advanceTimersByTime(2999);
    expect(openType(m)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(openType(m)).toBe('welcome_popup');
  });

  it('honours another delay', () => {
    const m = machine({ campaigns: [{ ...welcome, delaySeconds: 10 }] });
    vi.advanceTimersByTime(9000);
    expect(openType(m)).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(openType(m)).toBe('welcome_popup');
  });

  it('opens at most once per page session', () => {
    const m = machine({ shown: ['welcome_popup'] });
    vi.advanceTimersByTime(60_000);
    expect(openType(m)).toBeNull();
  });
});

describe('exit-intent popup', () => {
  it('is not armed before its delay, then opens when the pointer comes within 20 px of the top', () => {
    const m = machine({ campaigns: [exit] });
    vi.advanceTimersByTime(1999);
    m.pointerAt(0);
    expect(openType(m)).toBeNull();
    vi.advanceTimersByTime(1);
    m.pointerAt(21);
    expect(openType(m)).toBeNull();
    m.pointerAt(20);
    expect(openType(m)).toBe('exit_intent');
  });

  it('opens on a touch exit signal once armed', () => {
    const m = machine({ campaigns: [exit] });
    m.touchExitSignal();
    expect(openType(m)).toBeNull();
    vi.advanceTimersByTime(2000);
    m.touchExitSignal();
    expect(openType(m)).toBe('exit_intent');
  });

  it('never opens over the welcome popup, and re-arms after it closes', () => {
    const m = machine();
    vi.advanceTimersByTime(3000);
    expect(openType(m)).toBe('welcome_popup');
    m.pointerAt(0);
    expect(openType(m)).toBe('welcome_popup');
    m.close();
    m.pointerAt(0);
    expect(openType(m)).toBeNull(); // disarmed while the welcome popup was open
    vi.advanceTimersByTime(2000);
    m.pointerAt(0);
    expect(openType(m)).toBe('exit_intent');
  });

  it('opens at most once per page session: closing it does not bring it back', () => {
    const m = machine({ campaigns: [exit] });
    vi.advanceTimersByTime(2000);
    m.pointerAt(0);
    m.close();
    vi.advanceTimersByTime(10_000);
    m.pointerAt(0);
    expect(openType(m)).toBeNull();
    expect(m.state().shown).toEqual(['exit_intent']);
  });
});

describe('after a submission, and for signed-in users', () => {
  it('opens nothing after an email was submitted', () => {
    const m = machine();
    vi.advanceTimersByTime(3000);
    m.submitted();
    m.close();
    vi.advanceTimersByTime(10_000);
    m.pointerAt(0);
    expect(openType(m)).toBeNull();
  });

  it("opens nothing when today's history holds a submission", () => {
    const m = machine({ submitted: true });
    vi.advanceTimersByTime(10_000);
    m.pointerAt(0);
    expect(openType(m)).toBeNull();
  });

  it('opens nothing for a signed-in user', () => {
    let signedIn = false;
    const m = machine({ isSignedIn: () => signedIn });
    signedIn = true;
    vi.advanceTimersByTime(10_000);
    m.pointerAt(0);
    expect(openType(m)).toBeNull();
  });

  it('reports each change, with the types shown, and stops its timers', () => {
    const onChange = vi.fn();
    const m = machine({ onChange });
    vi.advanceTimersByTime(3000);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ shown: ['welcome_popup'] }));
    m.close();
    m.stop();
    vi.advanceTimersByTime(10_000);
    m.pointerAt(0);
    expect(openType(m)).toBeNull();
  });
});

describe('on quiet pages (signing in, checkout, the previews)', () => {
  it('opens nothing, and the welcome popup that came due opens on the next page that is not quiet', () => {
    const m = machine({ quiet: true });
    vi.advanceTimersByTime(10_000);
    m.pointerAt(0);
    m.touchExitSignal();
    expect(openType(m)).toBeNull();
    m.setQuiet(false);
    expect(openType(m)).toBe('welcome_popup');
  });

  it('closes an open popup when the visitor reaches one, and it does not come back', () => {
    const m = machine();
    vi.advanceTimersByTime(3000);
    expect(openType(m)).toBe('welcome_popup');
    m.setQuiet(true);
    expect(openType(m)).toBeNull();
    m.setQuiet(false);
    expect(openType(m)).toBeNull();
  });

  it('keeps the exit intent armed there and lets it open once the visitor has left', () => {
    const m = machine({ campaigns: [exit] });
    m.setQuiet(true);
    vi.advanceTimersByTime(2000);
    m.pointerAt(0);
    expect(openType(m)).toBeNull();
    m.setQuiet(false);
    m.pointerAt(0);
    expect(openType(m)).toBe('exit_intent');
  });
});

describe('isFastUpwardScroll', () => {
  it('is an upward scroll of at least 80 px at 1.5 px/ms or more', () => {
    expect(isFastUpwardScroll(500, 400, 50)).toBe(true);
    expect(isFastUpwardScroll(500, 400, 100)).toBe(false);
    expect(isFastUpwardScroll(500, 450, 10)).toBe(false);
    expect(isFastUpwardScroll(400, 500, 10)).toBe(false);
  });
});
