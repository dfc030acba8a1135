import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Field } from '../Field';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Select, SelectItem } from './Select';

const templates = [
  { value: 'reminder', label: 'Appointment reminder' },
  { value: 'confirmation', label: 'Booking confirmation' },
  { value: 'cancelled', label: 'Appointment cancelled' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  args: { options: templates, placeholder: 'Select a template' },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <Field label="SMS template">
        <Select {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: 'confirmation' } };

/** Inactive templates stay visible with a 'Disabled' badge after the name (part of the option's name). */
export const WithSuffixBadges: Story = {
  args: {
    options: [
      { value: 'reminder', label: 'Appointment reminder' },
      { value: 'welcome', label: 'Welcome', suffix: <Badge size="sm">Disabled</Badge> },
      { value: 'follow-up', label: 'Follow-up', suffix: <Badge size="sm">Disabled</Badge> },
    ],
  },
};

/** Children items instead of `options`. */
export const WithChildren: Story = {
  args: { options: undefined },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <Field label="Duration">
        <Select {...args} placeholder="Select a duration">
          <SelectItem value="15">15 minutes</SelectItem>
          <SelectItem value="30">30 minutes</SelectItem>
          <SelectItem value="60" disabled>
            60 minutes
          </SelectItem>
        </Select>
      </Field>
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'reminder' } };

export const WithError: Story = {
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <Field label="SMS template" error="Please choose a template" required>
        <Select {...args} />
      </Field>
    </div>
  ),
};

export const LongContent: Story = {
  args: {
    options: Array.from({ length: 30 }, (_, index) => ({
      value: `template-${index + 1}`,
      label: `Template ${index + 1}: reminder sent to patients the day before a video consultation with their practitioner`,
    })),
    defaultValue: 'template-1',
  },
};

/** With react-hook-form: a Controller hands value, onChange, onBlur, ref and name to the Select. */
export const WithReactHookForm: Story = {
  render: function Render(args) {
    const { control, handleSubmit } = useForm<{ template: string }>({ defaultValues: { template: '' } });
    const [submitted, setSubmitted] = useState<string>();
    return (
      <form onSubmit={handleSubmit((values) => setSubmitted(values.template))} style={{ maxWidth: 400 }}>
        <Stack gap="medium" align="start">
          <Controller
            name="template"
            control={control}
            rules={{ required: 'Please choose a template' }}
            render={({ field, fieldState }) => (
              <Field label="SMS template" error={fieldState.error?.message} required>
                <Select
                  {...args}
                  name={field.name}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  disabled={field.disabled}
                />
              </Field>
            )}
          />
          <Button type="submit">Save Changes</Button>
          {submitted ? <Text>Saved: {submitted}</Text> : null}
        </Stack>
      </form>
    );
  },
};

export const DarkTheme: Story = { args: { defaultValue: 'reminder' }, globals: { theme: 'dark' } };
