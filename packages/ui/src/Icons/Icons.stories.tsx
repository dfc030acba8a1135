import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import * as icons from './index';

const all = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as [
  string,
  (props: icons.IconProps) => React.JSX.Element,
][];

const meta = {
  title: 'UI/Icons',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Decorative stroke icons in `currentColor`, 1em by default. They are always `aria-hidden`: the button, link or text that holds one gives it its name (an icon-only `IconButton` takes a `label`).',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon with its name. */
export const Gallery: Story = {
  render: () => (
    <Inline gap="large">
      {all.map(([name, Icon]) => (
        <Stack key={name} gap="xsmall" align="center">
          <Icon width={24} height={24} />
          <Text size="small">{name}</Text>
        </Stack>
      ))}
    </Inline>
  ),
};

/** Sized by the text around them, coloured by it. */
export const InText: Story = {
  render: () => (
    <Stack gap="small">
      <Text>
        <icons.PaperclipIcon /> 2 attachments
      </Text>
      <Text size="small" tone="critical">
        <icons.ErrorIcon /> Upload failed
      </Text>
      <Text size="large" tone="positive">
        <icons.CheckCircleIcon /> Saved
      </Text>
    </Stack>
  ),
};
