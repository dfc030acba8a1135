import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Card } from '../Card';
import { Field } from '../Field';
import { Input } from '../Input';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { ThemeProvider } from './ThemeProvider';

const sample = (
  <Stack gap="large" padding="xlarge">
    <Card>
      <Card.Header>
        <Card.Title>Sign in</Card.Title>
        <Card.Description>Every role and tone in the current theme.</Card.Description>
      </Card.Header>
      <Card.Content>
        <Field label="Email" hint="The address you registered with.">
          <Input type="email" defaultValue="patient@example.com" />
        </Field>
        <Field label="Password" error="Password is required">
          <Input type="password" />
        </Field>
      </Card.Content>
      <Card.Footer>
        <Button variant="outline">Cancel</Button>
        <Button>Sign in</Button>
      </Card.Footer>
    </Card>
    <Alert tone="positive">Settings are valid and within constraints</Alert>
    <Text tone="muted">Muted supporting text.</Text>
  </Stack>
);

const meta = {
  title: 'UI/ThemeProvider',
  component: ThemeProvider,
  tags: ['autodocs'],
  // The preview's own provider follows the toolbar; these stories pin a theme inside it.
  args: { theme: 'light', children: sample },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dark: Story = { args: { theme: 'dark' } };

/**
 * Follows the device's light or dark setting (`prefers-color-scheme`), as the web app does. Change
 * the operating system's appearance, or emulate it in the browser's developer tools, to see it switch.
 */
export const System: Story = { args: { theme: 'system' }, tags: ['skip-visual'] };

export const SideBySide: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
      <ThemeProvider theme="light">{sample}</ThemeProvider>
      <ThemeProvider theme="dark">{sample}</ThemeProvider>
    </div>
  ),
};
