import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box';
import { Container } from './Container';

const meta = {
  title: 'UI/Container',
  component: Container,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    size: 'standard',
    children: (
      <Box background="surfaceMuted" padding="large">
        Page content is centred and never wider than the container.
      </Box>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Narrow: Story = { args: { size: 'narrow' } };

export const Wide: Story = { args: { size: 'wide' } };

export const LongContent: Story = {
  args: {
    size: 'narrow',
    children: (
      <Box background="surfaceMuted" padding="large">
        {'The product serves four kinds of users: patients, practitioners, content writers and administrators. '.repeat(
          8,
        )}
      </Box>
    ),
  },
};
