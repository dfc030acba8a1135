import { useContentWriterSummary, useUser } from '@telehealth/api';
import { Container, Heading, Stack, Text } from '@telehealth/ui';
import { SummaryTiles } from '../SummaryTiles';
import { useDocumentTitle } from '../useDocumentTitle';

export default function ContentWriterDashboardPage() {
  const { user } = useUser();
  const { data, error } = useContentWriterSummary();
  useDocumentTitle('Content Dashboard');
  const tiles = data && [
    { label: 'Articles', value: data.totalArticles },
    { label: 'Published', value: data.articlesByStatus.published },
    { label: 'Drafts', value: data.articlesByStatus.draft },
  ];
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Content Dashboard</Heading>
          {user ? <Text tone="muted">Welcome back, {user.firstName}.</Text> : null}
        </Stack>
        <SummaryTiles label="Articles at a glance" tiles={tiles} error={error} />
      </Stack>
    </Container>
  );
}
