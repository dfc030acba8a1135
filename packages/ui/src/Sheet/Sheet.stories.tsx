import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Field } from '../Field';
import { Input } from '../Input';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Sheet } from './Sheet';

const meta = {
  title: 'UI/Sheet',
  component: Sheet,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: {
    title: 'Filters',
    description: 'Narrow the list of appointments.',
    side: 'right',
    defaultOpen: true,
    trigger: <Button variant="outline">Open filters</Button>,
    children: (
      <Stack gap="large">
        <Field label="Patient name">
          <Input />
        </Field>
        <Button>Apply</Button>
      </Stack>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right'] } },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Left: Story = { args: { side: 'left', title: 'Navigation', description: undefined } };

export const Closed: Story = { args: { defaultOpen: false } };

export const Disabled: Story = {
  args: {
    children: (
      <Stack gap="large">
        <Field label="Patient name">
          <Input disabled />
        </Field>
        <Button disabled>Apply</Button>
      </Stack>
    ),
  },
};

export const WithError: Story = {
  args: {
    children: (
      <Stack gap="large">
        <Field label="Patient name" error="Enter at least 2 characters">
          <Input defaultValue="A" />
        </Field>
        <Button>Apply</Button>
      </Stack>
    ),
  },
};

/** The sheet scrolls when its content is taller than the screen. */
export const LongContent: Story = {
  args: {
    children: (
      <Stack gap="medium">
        {Array.from({ length: 30 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list for the story.
          <Text key={index}>Appointment {index + 1}: follow-up consultation with the practitioner.</Text>
        ))}
      </Stack>
    ),
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
