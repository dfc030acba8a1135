import type { ZoneOption } from '@telehealth/contract';
import { MessageComposer } from '@telehealth/forms';
import type { ChatViewer, ConversationTarget } from '@telehealth/realtime';
import { useConversation } from '@telehealth/realtime';
import { Alert, Button, Card, EmptyState, Heading, Inline, Skeleton, Stack, Text } from '@telehealth/ui';
import { useId } from 'react';
import { MessageLog } from './MessageLog';
import { Presence } from './Presence';

export interface ConversationPaneProps {
  target: ConversationTarget;
  viewer: ChatViewer;
  /** The counterpart's name, or the assessment's title. */
  title: string;
  /** Who "is typing" (the counterpart's first name). */
  counterpartName: string;
  assessmentHref?: (assessmentId: number) => string;
  /** Shown instead of the composer when the conversation cannot be written to. */
  readOnlyReason?: string;
  /** The zone message times are shown in. */
  zone: ZoneOption;
}

/** One open conversation: header with presence, the live log, the typing indicator and the composer. */
export function ConversationPane({
  target,
  viewer,
  title,
  counterpartName,
  assessmentHref,
  readOnlyReason,
  zone,
}: ConversationPaneProps) {
  const chat = useConversation(target, { viewer });
  const titleId = useId();
  const connected = chat.status === 'connected';

  return (
    <Card as="section" aria-labelledby={titleId}>
      <Stack gap="medium">
        <Inline gap="small" align="center" justify="between">
          <Heading level={2} size="small" id={titleId}>
            {title}
          </Heading>
          <Inline gap="small" align="center">
            <Presence online={chat.online} />
            {connected ? null : (
              <Text as="span" size="small" tone="muted">
                {chat.status === 'connecting' ? 'Connecting…' : 'Disconnected'}
              </Text>
            )}
          </Inline>
        </Inline>

        {chat.isLoading ? (
          <Skeleton lines={3} label="Loading messages" />
        ) : chat.error ? (
          <Alert tone="critical" title="Messages could not be loaded">
            <Stack gap="small">
              <Text>{chat.error}</Text>
              <Inline>
                <Button variant="outline" onClick={() => void chat.refetch()}>
                  Try again
                </Button>
              </Inline>
            </Stack>
          </Alert>
        ) : chat.messages.length === 0 ? (
          <EmptyState title="No messages yet" description="Write the first message below." headingLevel={3} />
        ) : null}

        {/* The log stays mounted (even empty) so that assistive technology hears new messages. */}
        <MessageLog
          messages={chat.messages}
          label={`Messages: ${title}`}
          viewerId={viewer.id}
          counterpartName={counterpartName}
          zone={zone}
          now={new Date()}
          {...(assessmentHref ? { assessmentHref } : {})}
        />

        <Text role="status" aria-live="polite" size="small" tone="muted">
          {chat.typing ? `${counterpartName} is typing…` : ''}
        </Text>

        <MessageComposer
          label="Message"
          connected={connected}
          onSubmit={({ content }) => chat.send(content)}
          onTyping={() => {
            chat.sendTyping();
          }}
          {...(readOnlyReason ? { disabledReason: readOnlyReason } : {})}
        />
      </Stack>
    </Card>
  );
}
