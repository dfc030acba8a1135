import { errorMessage } from '@telehealth/api';
import { type ToastOptions, toast } from '@telehealth/ui';
import { useCallback, useRef } from 'react';

/** A toast to show, or nothing (null or undefined) to stay quiet. */
type MaybeToast = ToastOptions | null | undefined;

export interface ActionOptions<Args extends unknown[], Result> {
  /** The toast once the action succeeds, from its result and arguments; none when left out or when it returns none. */
  success?: MaybeToast | ((result: Result, ...args: Args) => MaybeToast);
  /** The toast when the action fails, from the error and the arguments. */
  failure: MaybeToast | ((error: unknown, ...args: Args) => MaybeToast);
  /** After the success toast: navigate, close a dialog, keep what the server answered. */
  onSuccess?: (result: Result, ...args: Args) => unknown;
  /** After the failure toast: refresh what may have changed, leave a dialog. */
  onFailure?: (error: unknown, ...args: Args) => unknown;
  /** Throw the error again after its toast, for a caller that must know (a form that stays open, a dialog). */
  rethrow?: boolean;
}

/**
 * Runs a request and says how it went in a toast: `success` after it resolves, `failure` when it throws. The returned
 * function is stable, takes the action's arguments and resolves, once the toast and `onSuccess`/`onFailure` are done,
 * to whether the action succeeded; it rejects only with `rethrow`. One place for the try/catch-then-toast every
 * screen used to write; the messages stay at the call site.
 *
 * It lives in the web app, not in `@telehealth/ui`: its failures read the server's message through `@telehealth/api`,
 * which ui may not import.
 */
export function useAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  options: ActionOptions<Args, Result>,
): (...args: Args) => Promise<boolean> {
  const latest = useRef({ action, options });
  latest.current = { action, options };
  return useCallback(async (...args: Args) => {
    const { action: run, options: said } = latest.current;
    let result: Result;
    try {
      result = await run(...args);
    } catch (error) {
      show(typeof said.failure === 'function' ? said.failure(error, ...args) : said.failure);
      await said.onFailure?.(error, ...args);
      if (said.rethrow) throw error;
      return false;
    }
    show(typeof said.success === 'function' ? said.success(result, ...args) : said.success);
    await said.onSuccess?.(result, ...args);
    return true;
  }, []);
}

function show(options: MaybeToast) {
  if (options) toast(options);
}

/** 'Success', saying what was done. */
export const succeeded = (description: string): ToastOptions => ({
  title: 'Success',
  description,
  tone: 'positive',
});

/** The server's own message, else `fallback`, under 'Error' (or `title`). */
export const serverError =
  (fallback: string, title = 'Error') =>
  (error: unknown): ToastOptions => ({ title, description: errorMessage(error, fallback), tone: 'critical' });

/** An error's message as it was thrown (an Error's message, else the value as text). */
export const thrownMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
