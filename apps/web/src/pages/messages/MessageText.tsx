import { Fragment } from 'react';

/**
 * A message's content as plain text with its line breaks kept. React escapes every string, so
 * markup a user typed shows as the characters they typed; never use dangerouslySetInnerHTML here.
 */
export function MessageText({ content }: { content: string }) {
  const lines = content.split(/\r\n|\r|\n/);
  return (
    <>
      {lines.map((line, index) => (
        // Lines have no identity of their own; their position is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}
