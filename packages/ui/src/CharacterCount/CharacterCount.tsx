import { useEffect, useState } from 'react';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';

/** How long typing must pause before the count is announced, so a screen reader is not read every keystroke. */
const ANNOUNCE_AFTER_MS = 1_000;

export interface CharacterCountProps {
  /** The count's id: the field names it in `aria-describedby`, so the count is read with the field. */
  id: string;
  /** Characters used so far. */
  length: number;
  /** The most the field accepts. */
  max: number;
  /** Announce only once this few characters are left (a twentieth of the limit, at least 10, by default). */
  announceWithin?: number;
}

/** '12 characters left', '1 character too many'. */
export function characterCountMessage(length: number, max: number): string {
  const left = max - length;
  const count = Math.abs(left);
  const noun = count === 1 ? 'character' : 'characters';
  return left >= 0 ? `${count} ${noun} left` : `${count} ${noun} too many`;
}

/**
 * The count-down under a text field with a limit. It never cuts the text (a field with `maxLength` silently drops
 * what is pasted past it): past the limit it says how many too many, and the form refuses with its message. The
 * visible count is read with the field; a polite live region announces it only near the limit, once typing pauses.
 */
export function CharacterCount({ id, length, max, announceWithin }: CharacterCountProps) {
  const message = characterCountMessage(length, max);
  const near = max - length <= (announceWithin ?? Math.max(10, Math.ceil(max / 20)));
  const [announced, setAnnounced] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(near ? message : ''), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [near, message]);

  return (
    <>
      <Text id={id} size="small" tone={length > max ? 'critical' : 'muted'}>
        {message}
      </Text>
      <VisuallyHidden aria-live="polite">{announced}</VisuallyHidden>
    </>
  );
}
