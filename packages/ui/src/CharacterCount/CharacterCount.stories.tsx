import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../Field';
import { Input } from '../Input';
import { Stack } from '../Stack';
import { CharacterCount } from './CharacterCount';

const meta = {
  title: 'UI/CharacterCount',
  component: CharacterCount,
  tags: ['autodocs'],
  args: { id: 'count', length: 12, max: 200 },
} satisfies Meta<typeof CharacterCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NearTheLimit: Story = { args: { length: 195 } };

export const OverTheLimit: Story = { args: { length: 203 } };

/** Under a field that names it in `aria-describedby`, as a questionnaire's short-text question shows it. */
export const UnderAField: Story = {
  render: (args) => (
    <Stack gap="xsmall">
      <Field label="Allergies to any medicine">
        <Input aria-describedby={args.id} defaultValue="Penicillin" />
      </Field>
      <CharacterCount {...args} length={10} />
    </Stack>
  ),
};
