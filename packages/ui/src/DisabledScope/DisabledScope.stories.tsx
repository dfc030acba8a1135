import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Field } from '../Field';
import { Input } from '../Input';
import { Stack } from '../Stack';
import { DisabledScope } from './DisabledScope';

const meta = {
  title: 'UI/DisabledScope',
  component: DisabledScope,
  tags: ['autodocs'],
  args: {
    disabled: false,
    children: (
      <Stack gap="medium">
        <Field label="Email">
          <Input type="email" />
        </Field>
        <Checkbox label="Send me reminders" />
        <Button>Save</Button>
      </Stack>
    ),
  },
} satisfies Meta<typeof DisabledScope>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** While a form saves: every control inside is off at once. */
export const Disabled: Story = { args: { disabled: true } };

export const LongContent: Story = {
  args: {
    disabled: true,
    children: (
      <Stack gap="medium">
        {['first', 'second', 'third', 'fourth'].map((ordinal) => (
          <Field
            key={ordinal}
            label={`A field with a long label that wraps onto a second line, the ${ordinal} of several`}
          >
            <Input />
          </Field>
        ))}
        <Button>Save</Button>
      </Stack>
    ),
  },
};

export const Dark: Story = { args: { disabled: true }, globals: { theme: 'dark' } };
