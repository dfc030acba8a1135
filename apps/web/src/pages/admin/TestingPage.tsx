import { useOutbox, useSendTestEmail, useSendTestSms } from '@telehealth/api';
import {
  type TestEmailRequest,
  type TestSmsRequest,
  testEmailMessages,
  testEmailSentMessage,
  testSmsFailedMessage,
  testSmsMessages,
  testSmsSentMessage,
} from '@telehealth/contract';
import { TestEmailForm, TestSmsForm } from '@telehealth/forms';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  Heading,
  Spinner,
  Stack,
  Table,
  Tabs,
  toast,
} from '@telehealth/ui';
import { useDocumentTitle } from '../useDocumentTitle';
import { errorMessage, formatDateTime } from './toastError';

function TestSmsPanel() {
  const send = useSendTestSms();
  async function submit(values: TestSmsRequest) {
    try {
      const result = await send.trigger(values);
      if (result.success) {
        toast({
          title: testSmsMessages.successTitle,
          description: testSmsSentMessage(values.phoneNumber, result.provider),
          variant: 'success',
        });
      } else {
        toast({
          title: testSmsMessages.failedTitle,
          description: testSmsFailedMessage(result),
          variant: 'destructive',
        });
      }
    } catch (error) {
      toast({
        title: testSmsMessages.errorTitle,
        description: errorMessage(error, testSmsMessages.errorFallback),
        variant: 'destructive',
      });
    }
  }
  return <TestSmsForm onSubmit={submit} />;
}

function TestEmailPanel() {
  const send = useSendTestEmail();
  async function submit(values: TestEmailRequest) {
    try {
      await send.trigger(values);
      toast({
        title: testEmailMessages.sentTitle,
        description: testEmailSentMessage(values.templateType, values.recipientEmail),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: testEmailMessages.errorTitle,
        description: errorMessage(error, testEmailMessages.failedFallback),
        variant: 'destructive',
      });
      // Keep the form as it was so the admin can correct it.
      throw error;
    }
  }
  return <TestEmailForm onSubmit={submit} />;
}

const statusTone = { queued: 'info', sent: 'positive', failed: 'critical' } as const;

function OutboxPanel() {
  const { data: page, error, isLoading, mutate } = useOutbox();
  const data = page?.items;
  if (isLoading) return <Spinner label="Loading outbox" />;
  if (error)
    return (
      <Alert tone="critical" title="Error">
        {errorMessage(error, 'Failed to load the outbox. Please try again.')}
      </Alert>
    );
  return (
    <Stack gap="small">
      <Stack direction="row" justify="end">
        <Button variant="outline" size="sm" onClick={() => mutate()}>
          Refresh
        </Button>
      </Stack>
      {!data || data.length === 0 ? (
        <EmptyState headingLevel={2} title="No messages sent yet" />
      ) : (
        <Table.Root label="Outbox">
          <Table.Header>
            <Table.Row>
              <Table.Head>Channel</Table.Head>
              <Table.Head>Recipient</Table.Head>
              <Table.Head>Subject</Table.Head>
              <Table.Head>Status</Table.Head>
              <Table.Head>Provider</Table.Head>
              <Table.Head>Error</Table.Head>
              <Table.Head>Date</Table.Head>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {[...data]
              .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
              .map((message) => (
                <Table.Row key={message.id}>
                  <Table.Cell>{message.channel === 'sms' ? 'SMS' : 'Email'}</Table.Cell>
                  <Table.Cell>{message.recipient}</Table.Cell>
                  <Table.Cell>{message.subject ?? '—'}</Table.Cell>
                  <Table.Cell>
                    <Badge tone={statusTone[message.status]}>{message.status}</Badge>
                  </Table.Cell>
                  <Table.Cell>{message.provider}</Table.Cell>
                  <Table.Cell>{message.error ?? '—'}</Table.Cell>
                  <Table.Cell>{formatDateTime(message.createdAt)}</Table.Cell>
                </Table.Row>
              ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

/** Part 1 §2: send a test SMS or email and see what the server sent. */
export default function TestingPage() {
  useDocumentTitle('Testing');
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Heading level={1}>Testing</Heading>
        <Tabs.Root defaultValue="sms">
          <Tabs.List aria-label="Testing tools">
            <Tabs.Trigger value="sms">Test SMS</Tabs.Trigger>
            <Tabs.Trigger value="email">Test Email</Tabs.Trigger>
            <Tabs.Trigger value="outbox">Outbox</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="sms">
            <Card>
              <TestSmsPanel />
            </Card>
          </Tabs.Content>
          <Tabs.Content value="email">
            <Card>
              <TestEmailPanel />
            </Card>
          </Tabs.Content>
          <Tabs.Content value="outbox">
            <OutboxPanel />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
