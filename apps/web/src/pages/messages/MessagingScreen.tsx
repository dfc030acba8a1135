import { useConversations, useUser } from '@telehealth/api';
import type { ChatViewer, ConversationTarget } from '@telehealth/realtime';
import { useRealtime } from '@telehealth/realtime';
import { Container, EmptyState, Grid, Heading, Spinner, Stack, Text } from '@telehealth/ui';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../useDocumentTitle';
import { ConversationList, fullName } from './ConversationList';
import { ConversationPane } from './ConversationPane';

export interface MessagingScreenProps {
  title: string;
  description: string;
  listLabel: string;
  emptyTitle: string;
  /** Practitioners open assessments from messages and by `?assessmentId=`. */
  assessments?: { href: (assessmentId: number) => string };
  /** Extra content above the conversations (the admin's broadcast composer). */
  aside?: ReactNode;
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
}

/**
 * The messages screen every role shares: the counterparts on one side, the open conversation on the
 * other. The open conversation lives in the URL (`?with=<userId>`, or `?assessmentId=<id>` with an
 * optional `&with=<patientId>` to reply), so reload and Back keep it.
 */
export function MessagingScreen({
  title,
  description,
  listLabel,
  emptyTitle,
  assessments,
  aside,
}: MessagingScreenProps) {
  useDocumentTitle(title);
  const { user } = useUser();
  const { client } = useRealtime();
  const conversations = useConversations();
  const [params, setParams] = useSearchParams();
  const withId = positiveInt(params.get('with'));
  const assessmentId = assessments ? positiveInt(params.get('assessmentId')) : null;

  // New messages reorder the list and change its unread counts at once.
  const { mutate } = conversations;
  useEffect(() => {
    const refresh = () => {
      void mutate();
    };
    const offMessage = client.on('message', refresh);
    const offRead = client.on('read', refresh);
    return () => {
      offMessage();
      offRead();
    };
  }, [client, mutate]);

  const viewer = useMemo<ChatViewer | null>(
    () => (user ? { id: user.id, isPractitioner: user.isPractitioner || user.isAdmin } : null),
    [user],
  );

  const counterpart = conversations.data?.find((entry) => entry.user.id === withId)?.user;
  const target = useMemo<ConversationTarget | null>(() => {
    if (assessmentId !== null) return { assessmentId, receiverId: withId ?? undefined };
    if (withId !== null) return { otherUserId: withId };
    return null;
  }, [assessmentId, withId]);

  if (!user || !viewer) return <Spinner label="Loading messages" />;

  const counterpartName = counterpart ? fullName(counterpart) : withId ? `User #${withId}` : '';
  const paneTitle =
    assessmentId !== null
      ? `Assessment #${assessmentId}${counterpart ? ` with ${fullName(counterpart)}` : ''}`
      : counterpartName;

  const select = (userId: number) => {
    const next = new URLSearchParams();
    next.set('with', String(userId));
    setParams(next);
  };

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="small">
          <Heading level={1}>{title}</Heading>
          <Text tone="muted">{description}</Text>
        </Stack>
        {aside}
        <Grid columns={{ mobile: '1', tablet: '2' }} gap="large">
          <Stack as="nav" aria-label={listLabel} gap="small">
            <Heading level={2} size="small">
              {listLabel}
            </Heading>
            <ConversationList
              conversations={conversations.data}
              isLoading={conversations.isLoading}
              error={conversations.error}
              selectedId={assessmentId === null ? withId : null}
              onSelect={select}
              onRetry={() => void conversations.mutate()}
              label={listLabel}
              emptyTitle={emptyTitle}
            />
          </Stack>
          <Stack gap="medium">
            {target ? (
              <ConversationPane
                key={`${assessmentId ?? ''}/${withId ?? ''}`}
                target={target}
                viewer={viewer}
                title={paneTitle}
                counterpartName={counterpart?.firstName ?? counterpartName}
                {...(assessments ? { assessmentHref: assessments.href } : {})}
                {...(assessmentId !== null && withId === null
                  ? { readOnlyReason: 'Choose the patient from the list to reply about this assessment.' }
                  : {})}
              />
            ) : (
              <EmptyState
                title="Choose a conversation"
                description="Select a person from the list to read and send messages."
                headingLevel={2}
              />
            )}
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}
