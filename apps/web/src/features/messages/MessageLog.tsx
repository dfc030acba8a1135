import { formatMessageTime, type ZoneOption } from '@telehealth/contract';
import type { LocalChatMessage } from '@telehealth/realtime';
import { Badge, Card, Inline, Link, Stack, Text } from '@telehealth/ui';
import { useEffect, useRef } from 'react';
import { RouterLink } from '../../frames/RouterLink';
import { MessageText } from '../shared/MessageText';
import { DeliveryMark } from './DeliveryMark';
import * as styles from './messages.css';

export interface MessageLogProps {
  messages: readonly LocalChatMessage[];
  /** Names the log, e.g. 'Messages with Sarah Chen'. */
  label: string;
  viewerId: number;
  counterpartName: string;
  /** Where an assessment opens (practitioners); without it the assessment is named, not linked. */
  assessmentHref?: (assessmentId: number) => string;
  /** The zone times are shown in, and the current time ('4:00 pm' today, '3 Mar, 4:00 pm' before). */
  zone: ZoneOption;
  now: Date;
}

function senderName(message: LocalChatMessage, viewerId: number, counterpartName: string): string {
  if (message.senderId === viewerId) return 'You';
  if (message.sender) return `${message.sender.firstName} ${message.sender.lastName}`.trim();
  return counterpartName;
}

/** The conversation as a polite live log: new messages are announced, older ones are not re-read. */
export function MessageLog({
  messages,
  label,
  viewerId,
  counterpartName,
  assessmentHref,
  zone,
  now,
}: MessageLogProps) {
  const thread = useRef<HTMLDivElement>(null);
  const count = messages.length;
  // The thread scrolls inside itself: a new message brings its end into view there, without moving the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the number of messages changes.
  useEffect(() => {
    const log = thread.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count]);

  return (
    <div
      ref={thread}
      role="log"
      aria-live="polite"
      aria-label={label}
      // The log scrolls by itself: focusable so that keyboard users can scroll it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className={styles.thread}
      data-testid="chat-thread"
    >
      <Stack as="ol" role="list" gap="small" padding="none" margin="none">
        {messages.map((message) => {
          const own = message.senderId === viewerId;
          const when = formatMessageTime(message.createdAt, { ...zone, now });
          return (
            <Card
              as="li"
              key={message.id}
              padding="medium"
              tone={own ? 'muted' : 'default'}
              data-testid="chat-message"
              data-message-id={message.id}
            >
              <Stack gap="xsmall" align={own ? 'end' : 'start'}>
                <Inline gap="small" align="center">
                  <Text as="span" size="small" weight="semibold">
                    {senderName(message, viewerId, counterpartName)}
                  </Text>
                  {message.receiverId === null ? <Badge tone="info">Broadcast</Badge> : null}
                  {message.assessmentId !== null ? (
                    assessmentHref ? (
                      <Link asChild>
                        <RouterLink href={assessmentHref(message.assessmentId)}>
                          Assessment #{message.assessmentId}
                        </RouterLink>
                      </Link>
                    ) : (
                      <Badge tone="neutral">Assessment #{message.assessmentId}</Badge>
                    )
                  ) : null}
                </Inline>
                <Text data-testid="chat-message-content">
                  <MessageText content={message.content} />
                </Text>
                <Inline gap="small" align="center">
                  {when ? (
                    <Text as="span" size="small" tone="muted">
                      <time dateTime={message.createdAt}>{when}</time>
                    </Text>
                  ) : null}
                  {own ? <DeliveryMark message={message} /> : null}
                </Inline>
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </div>
  );
}
