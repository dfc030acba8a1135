import { placeholderToken } from '@telehealth/contract';
import { Button, Inline, Stack, Text } from '@telehealth/ui';
import { useId } from 'react';

export interface PlaceholderListProps {
  /** The names the template may use, shown as `{{name}}`. */
  placeholders: readonly string[];
  /** When given, each placeholder is a button that inserts it (at the editor's cursor); otherwise plain text. */
  onInsert?: (token: string) => void;
  /** Turns the buttons off (an inactive template). */
  disabled?: boolean;
}

/** The placeholders a template may use, beside its editor; clickable when the editor can insert them. */
export function PlaceholderList({ placeholders, onInsert, disabled }: PlaceholderListProps) {
  const headingId = useId();
  return (
    <Stack gap="xsmall" role="group" aria-labelledby={headingId}>
      <Text id={headingId} size="small" weight="semibold">
        Placeholders
      </Text>
      <Inline gap="xsmall" wrap>
        {placeholders.map((name) =>
          onInsert ? (
            <Button
              key={name}
              type="button"
              size="sm"
              variant="outline"
              disabled={disabled}
              onClick={() => onInsert(placeholderToken(name))}
              aria-label={`Insert ${placeholderToken(name)}`}
            >
              {placeholderToken(name)}
            </Button>
          ) : (
            <Text key={name} as="span" size="small">
              {placeholderToken(name)}
            </Text>
          ),
        )}
      </Inline>
    </Stack>
  );
}

/** Puts `token` into a textarea at its cursor (replacing any selection) and returns the new text and caret. */
export function insertAtCursor(
  element: HTMLTextAreaElement | HTMLInputElement | null,
  text: string,
  token: string,
): { value: string; caret: number } {
  const start = element?.selectionStart ?? text.length;
  const end = element?.selectionEnd ?? start;
  return { value: `${text.slice(0, start)}${token}${text.slice(end)}`, caret: start + token.length };
}
