import { Container, Inline, Link, Stack, Text } from '@telehealth/ui';
import { footerLinks } from '../navigation/menus';
import { RouterLink } from './RouterLink';

export function copyrightLine(year = new Date().getFullYear()): string {
  return `© ${year} Telehealth. All rights reserved.`;
}

/** The public footer: the privacy policy, the terms of use, the contact page, and the copyright. */
export function SiteFooter() {
  return (
    <Container>
      <Stack gap="small">
        <nav aria-label="Footer">
          <Inline as="ul" role="list" gap="large" padding="none" margin="none">
            {footerLinks.map(({ href, label }) => (
              <li key={href}>
                <Link asChild>
                  <RouterLink href={href}>{label}</RouterLink>
                </Link>
              </li>
            ))}
          </Inline>
        </nav>
        <Text tone="muted" size="small">
          {copyrightLine()}
        </Text>
      </Stack>
    </Container>
  );
}
