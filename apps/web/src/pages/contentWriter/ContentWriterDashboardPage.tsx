import { useContentWriterSummary } from '@telehealth/api';
import { Container, Heading, Stack } from '@telehealth/ui';
import { Greeting } from '../../features/session/Greeting';
import { SummaryTiles } from '../SummaryTiles';
import { useDocumentTitle } from '../useDocumentTitle';

export default function ContentWriterDashboardPage() {
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
          <Greeting />
        </Stack>
        <SummaryTiles label="Articles at a glance" tiles={tiles} error={error} />
      </Stack>
    </Container>
  );
}
