import { Container, Heading, Stack, Text } from '@telehealth/ui';
import { useDocumentTitle } from './useDocumentTitle';

export interface AreaPageProps {
  title: string;
  description: string;
}

/** A screen whose content a later release adds: its heading and purpose, inside the right frame. */
export default function AreaPage({ title, description }: AreaPageProps) {
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
