import { Fragment } from 'react';

/**
 * Text parts with an element between each two: `br` to keep line breaks, `wbr` to mark where a long word (an email
 * address) may break. React escapes every string, so markup a user typed shows as the characters they typed.
 */
export function Joined({ parts, between }: { parts: readonly string[]; between: 'br' | 'wbr' }) {
  const Between = between;
  return (
    <>
      {parts.map((part, index) => (
        // Parts have no identity of their own; their position is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <Between /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** A message's content as plain text with its line breaks kept; never use dangerouslySetInnerHTML here. */
export function MessageText({ content }: { content: string }) {
  return <Joined parts={content.split(/\r\n|\r|\n/)} between="br" />;
}
