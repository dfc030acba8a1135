import type { Meta, StoryObj } from '@storybook/react-vite';
import { MicLevel } from './MicLevel';

const meta = {
  title: 'UI/MicLevel',
  component: MicLevel,
  tags: ['autodocs'],
  args: { level: 0.45 },
  argTypes: { level: { control: { type: 'range', min: 0, max: 1, step: 0.01 } } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <MicLevel {...args} />
    </div>
  ),
} satisfies Meta<typeof MicLevel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Nothing heard: every bar unlit (the device check may then say the microphone seems silent). */
export const Silent: Story = { args: { level: 0 } };

export const Loud: Story = { args: { level: 1 } };

/** The label hidden, for a meter placed under a heading that already names it. */
export const LabelHidden: Story = { args: { labelHidden: true } };

export const DarkTheme: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
