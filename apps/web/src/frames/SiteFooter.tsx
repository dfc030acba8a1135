import { Container, Text } from '@telehealth/ui';

export function copyrightLine(year = new Date().getFullYear()): string {
  return `© ${year} Telehealth. All rights reserved.`;
}

export function SiteFooter() {
  return (
    <Container>
      <Text tone="muted" size="small">
        {copyrightLine()}
      </Text>
    </Container>
  );
}
