import { api, useUser } from '@telehealth/api';
import { type ConversationTarget, chatViewerFor, useLiveConversations } from '@telehealth/realtime';
import { Box, Container, EmptyState, Heading, Link, Spinner, Stack, Text } from '@telehealth/ui';
import { type ReactNode, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ConversationList, fullName } from '../../features/messages/ConversationList';
import { ConversationPane } from '../../features/messages/ConversationPane';
import * as styles from '../../features/messages/messages.css';
import { useViewerZone } from '../../features/shared/useViewerZone';
import { RouterLink } from '../../frames/RouterLink';
import { useDocumentTitle } from '../useDocumentTitle';

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
 * The messages screen every role shares: the counterparts on one side, the open conversation on the other; on a
 * phone, the list first and the open conversation alone, with a way back. The open conversation lives in the URL
 * (`?with=<userId>`, or `?assessmentId=<id>`), so reload and Back keep it. An assessment's conversation is with
 * its patient: the server says who that is (`GET /api/assessments/{id}`, for its practitioner or an admin).
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
  const zone = useViewerZone();
  const conversations = useLiveConversations();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const withId = positiveInt(params.get('with'));
  const assessmentId = assessments ? positiveInt(params.get('assessmentId')) : null;
  const viewer = useMemo(() => (user ? chatViewerFor(user) : null), [user]);

  // A 404 (not found, or not theirs) reads as null.
  const assessment = api.assessments.getAssessment.useQuery(
    assessmentId !== null && withId === null ? { params: { id: assessmentId } } : null,
    { revalidateOnFocus: false, tolerate: { 404: null } },
  );
  const patientId = withId ?? assessment.data?.patientId ?? null;
  const counterpart = conversations.data?.find((entry) => entry.user.id === patientId)?.user;
  const target = useMemo<ConversationTarget | null>(() => {
    if (assessmentId !== null) return { assessmentId, receiverId: patientId ?? undefined };
    if (withId !== null) return { otherUserId: withId };
    return null;
  }, [assessmentId, withId, patientId]);

  if (!user || !viewer) return <Spinner label="Loading messages" />;

  const counterpartName = counterpart ? fullName(counterpart) : patientId ? `User #${patientId}` : '';
  const paneTitle =
    assessmentId !== null
      ? `Assessment #${assessmentId}${counterpart ? ` with ${fullName(counterpart)}` : ''}`
      : counterpartName;
  const open = target !== null;

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="small">
          <Heading level={1}>{title}</Heading>
          <Text tone="muted">{description}</Text>
        </Stack>
        {aside}
        <div className={styles.columns}>
          <Box display={{ mobile: open ? 'none' : 'block', tablet: 'block' }}>
            <Stack as="nav" aria-label={listLabel} gap="small">
              <Heading level={2} size="small">
                {listLabel}
              </Heading>
              <ConversationList
                conversations={conversations.data}
                isLoading={conversations.isLoading}
                error={conversations.error}
                selectedId={assessmentId === null ? withId : null}
                onSelect={(userId) => setParams({ with: String(userId) })}
                onRetry={() => void conversations.mutate()}
                label={listLabel}
                emptyTitle={emptyTitle}
              />
            </Stack>
          </Box>
          <Box display={{ mobile: open ? 'block' : 'none', tablet: 'block' }} className={styles.wrapAnywhere}>
            {target ? (
              <Stack gap="small">
                <Box display={{ mobile: 'block', tablet: 'none' }}>
                  <Link asChild>
                    <RouterLink href={pathname}>{`← Back to ${listLabel.toLowerCase()}`}</RouterLink>
                  </Link>
                </Box>
                <ConversationPane
                  key={`${assessmentId ?? ''}/${patientId ?? ''}`}
                  target={target}
                  viewer={viewer}
                  title={paneTitle}
                  counterpartName={counterpart?.firstName ?? counterpartName}
                  zone={zone}
                  {...(assessments ? { assessmentHref: assessments.href } : {})}
                  {...(assessmentId !== null && patientId === null && !assessment.isLoading
                    ? {
                        readOnlyReason:
                          'This assessment is not assigned to you, so you cannot reply about it.',
                      }
                    : {})}
                />
              </Stack>
            ) : (
              <EmptyState
                title="Choose a conversation"
                description="Select a person from the list to read and send messages."
                headingLevel={2}
              />
            )}
          </Box>
        </div>
      </Stack>
    </Container>
  );
}
