import type { ConversationSummary } from '@telehealth/contract';
import { Alert, Badge, Button, EmptyState, Inline, Skeleton, Stack, Text } from '@telehealth/ui';
import * as styles from './messages.css';
import { Presence } from './Presence';

export interface ConversationListProps {
  conversations: readonly ConversationSummary[] | undefined;
  isLoading: boolean;
  error: Error | undefined;
  selectedId: number | null;
  onSelect: (userId: number) => void;
  onRetry: () => void;
  /** Names the list, e.g. 'Your practitioners'. */
  label: string;
  emptyTitle: string;
}

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The counterparts, latest conversation first, each a button that opens the conversation. */
export function ConversationList({
  conversations,
  isLoading,
  error,
  selectedId,
  onSelect,
  onRetry,
  label,
  emptyTitle,
}: ConversationListProps) {
  if (isLoading && !conversations) return <Skeleton lines={4} label="Loading conversations" />;
  if (error && !conversations) {
    return (
      <Alert tone="critical" title="Conversations could not be loaded">
        <Stack gap="small">
          <Text>{error.message}</Text>
          <Inline>
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          </Inline>
        </Stack>
      </Alert>
    );
  }
  if (!conversations || conversations.length === 0) {
    return <EmptyState title={emptyTitle} headingLevel={3} />;
  }
  return (
    <Stack as="ul" role="list" gap="xsmall" aria-label={label} padding="none" margin="none">
      {conversations.map(({ user, lastMessage, unread, online }) => {
        const selected = user.id === selectedId;
        return (
          <li key={user.id}>
            <Button
              variant={selected ? 'soft' : 'ghost'}
              fullWidth
              className={styles.entry}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(user.id)}
            >
              <Stack gap="xxsmall" align="start" className={styles.entryText}>
                <Inline gap="small" align="center">
                  <Text as="span" weight="semibold">
                    {fullName(user)}
                  </Text>
                  <Presence online={online} />
                  {unread > 0 ? <Badge tone="info">{`${unread} unread`}</Badge> : null}
                </Inline>
                {lastMessage ? (
                  <Text as="span" size="small" tone="muted" weight="regular" maxLines={2}>
                    {lastMessage.content}
                  </Text>
                ) : null}
              </Stack>
            </Button>
          </li>
        );
      })}
    </Stack>
  );
}
