import { Container, Heading, Inline, Link, Stack, Text } from '@telehealth/ui';
import type { ReactNode } from 'react';
import { RouterLink } from '../../frames/RouterLink';

export interface AdminScreenProps {
  title: string;
  description?: ReactNode;
  /** A link back to the list this screen belongs to. */
  back?: { href: string; label: string };
  /** Buttons beside the heading (wrap below it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every admin management screen (docs/product/admin.md): back link, heading, purpose, actions, content. */
export function AdminScreen({ title, description, back, actions, children }: AdminScreenProps) {
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        {back ? (
          <Link asChild>
            <RouterLink href={back.href}>{`← ${back.label}`}</RouterLink>
          </Link>
        ) : null}
        <Inline gap="medium" justify="between" align="center">
          <Stack gap="xsmall">
            <Heading level={1}>{title}</Heading>
            {description ? <Text tone="muted">{description}</Text> : null}
          </Stack>
          {actions ? <Inline gap="small">{actions}</Inline> : null}
        </Inline>
        {children}
      </Stack>
    </Container>
  );
}
