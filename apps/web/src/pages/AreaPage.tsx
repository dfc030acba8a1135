import { Container, Heading, Stack, Text } from '@telehealth/ui';
import { areaTexts } from '../routes/areaTexts';
import { useDocumentTitle } from './useDocumentTitle';

export interface AreaPageProps {
  /** The route's path as the router declares it, e.g. `/admin/patients/:id`. */
  path: string;
}

/** A screen whose content a later release adds: its heading and purpose, inside the right frame. */
export default function AreaPage({ path }: AreaPageProps) {
  const { title, description } = areaTexts[path] ?? { title: 'Page', description: '' };
  useDocumentTitle(title);
  return (
    <Container>
      <Stack gap="small" paddingY="large">
        <Heading level={1}>{title}</Heading>
        <Text tone="muted">{description}</Text>
      </Stack>
    </Container>
  );
}
