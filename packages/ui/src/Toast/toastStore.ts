import type { ReactNode } from 'react';
import type { Tone } from '../theme/tokens';

/** At most one toast is visible; the newest replaces it. */
export const TOAST_LIMIT = 1;
/** A toast stays 5000 ms unless told otherwise. */
export const TOAST_DURATION_MS = 5000;
/** A swipe of 50 px dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** F8 moves focus to the notifications region. */
export const TOAST_HOTKEY: string[] = ['F8'];

export interface ToastOptions {
  /** Short headline, e.g. 'Logged out successfully'. */
  title: ReactNode;
  /** Detail under the title, e.g. a server message. */
  description?: ReactNode;
  /** Meaning, as on Alert and Badge: neutral (default), info, positive, caution, critical or brand; critical is announced assertively. */
  tone?: Tone;
  /** Milliseconds before it closes itself; defaults to 5000, Infinity keeps it open. */
  duration?: number;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  /** False once dismissed, while Radix plays the exit animation. */
  open: boolean;
}

export interface ToastHandle {
  /** The toast's id, for `dismissToast(id)`. */
  id: string;
  /** Closes this toast if it is still showing. */
  dismiss: () => void;
}

type Listener = () => void;

let toasts: readonly ToastRecord[] = [];
let toasterOwners: readonly string[] = [];
let counter = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For useSyncExternalStore: an immutable snapshot, replaced on every change. */
export function getToasts(): readonly ToastRecord[] {
  return toasts;
}

/**
 * Shows a toast from anywhere (an event handler, a data hook, code outside React).
 * The newest toast replaces the one showing; `<Toaster />` must be mounted once to display them.
 */
export function toast(options: ToastOptions): ToastHandle {
  counter += 1;
  const id = `toast-${counter}`;
  toasts = [{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast by id, or every toast when called without one. */
export function dismissToast(id?: string): void {
  let changed = false;
  toasts = toasts.map((record) => {
    if (record.open && (id === undefined || record.id === id)) {
      changed = true;
      return { ...record, open: false };
    }
    return record;
  });
  if (changed) emit();
}

/** Test helper: forget every toast and toaster. */
export function resetToasts(): void {
  toasts = [];
  toasterOwners = [];
  emit();
}

// Only the first mounted Toaster renders, so that a second one (a test wrapper, a story
// decorator, a mistake) cannot show the same toast twice.

/** For useSyncExternalStore: the ids of mounted Toasters, oldest first. */
export function getToasterOwners(): readonly string[] {
  return toasterOwners;
}

export function registerToaster(id: string): () => void {
  toasterOwners = [...toasterOwners, id];
  emit();
  return () => {
    toasterOwners = toasterOwners.filter((owner) => owner !== id);
    emit();
  };
}
