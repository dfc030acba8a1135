import { Card, Container, Heading, Stack, Tabs } from '@telehealth/ui';
import { OutboxPanel } from '../../features/testing/OutboxPanel';
import { TestEmailPanel, TestSmsPanel } from '../../features/testing/TestingPanels';
import { useDocumentTitle } from '../useDocumentTitle';

/** The test tools (docs/product/admin.md): send a test SMS or email and see what the server sent. */
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
