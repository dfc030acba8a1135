import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppHeader } from '../AppHeader';
import { Button } from '../Button';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { Logo } from '../Logo';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { PageShell } from './PageShell';

const header = (
  <AppHeader
    brand={
      <a href="/" aria-label="Telehealth home">
        <Logo />
      </a>
    }
    links={[
      { href: '/', label: 'Home' },
      { href: '/erectile-dysfunction', label: 'ED Treatment' },
      { href: '/articles', label: 'Articles' },
      { href: '/contact', label: 'Contact Us' },
    ]}
    activeHref="/"
    actions={
      <Button asChild size="sm">
        <a href="/auth">Login</a>
      </Button>
    }
  />
);

const footer = (
  <Container>
    <Text tone="muted" size="small">
      © 2026 Telehealth. All rights reserved.
    </Text>
  </Container>
);

const meta = {
  title: 'UI/PageShell',
  component: PageShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    header,
    footer,
    children: (
      <Container>
        <Stack gap="medium" paddingY="xxlarge">
          <Heading level={1}>Healthcare from home</Heading>
          <Text tone="muted">Press Tab once to reveal the skip link.</Text>
        </Stack>
      </Container>
    ),
  },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutFooter: Story = { args: { footer: undefined } };

export const LongContent: Story = {
  args: {
    children: (
      <Container>
        <Stack gap="medium" paddingY="xxlarge">
          <Heading level={1}>Articles</Heading>
          {Array.from({ length: 20 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list for the story.
            <Text key={index}>
              Article {index + 1}: what to expect from an online consultation, how prescriptions are posted,
              and how to reach a practitioner after your appointment.
            </Text>
          ))}
        </Stack>
      </Container>
    ),
  },
};
