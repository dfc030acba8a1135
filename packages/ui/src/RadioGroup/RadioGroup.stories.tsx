import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../Field';
import { RadioGroup } from './RadioGroup';

const durations = [
  { value: '15', label: '15 minutes' },
  { value: '30', label: '30 minutes', description: 'Recommended for first consultations.' },
  { value: '45', label: '45 minutes' },
  { value: '60', label: '60 minutes' },
];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Appointment duration', options: durations, defaultValue: '30' },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Horizontal: Story = {
  args: {
    orientation: 'horizontal',
    options: durations.map(({ value, label }) => ({ value, label })),
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Options under group names (times of a day, say): still one choice. */
export const Grouped: Story = {
  args: {
    label: 'Time',
    orientation: 'horizontal',
    defaultValue: '13:00',
    options: [
      { value: '9:00', label: '9:00 am', group: 'Morning' },
      { value: '9:15', label: '9:15 am', group: 'Morning' },
      { value: '11:30', label: '11:30 am', group: 'Morning' },
      { value: '13:00', label: '1:00 pm', group: 'Afternoon' },
      { value: '16:45', label: '4:45 pm', group: 'Afternoon' },
      { value: '18:00', label: '6:00 pm', group: 'Evening' },
    ],
  },
};

export const WithDisabledOption: Story = {
  args: {
    options: durations.map((option) => (option.value === '60' ? { ...option, disabled: true } : option)),
  },
};

/** Error: inside a Field, whose label names the group. */
export const WithError: Story = {
  args: { label: undefined, defaultValue: undefined },
  render: (args) => (
    <Field label="Consultation type" error="Please choose a consultation type" required>
      <RadioGroup
        {...args}
        options={[
          { value: 'video', label: 'Video' },
          { value: 'phone', label: 'Phone' },
        ]}
      />
    </Field>
  ),
};

export const LongContent: Story = {
  args: {
    label: 'When should the reminder be sent to the patient before their consultation?',
    options: [
      {
        value: 'day',
        label: 'The day before, at the same time as the appointment, by SMS and email',
        description: 'Patients who have not given SMS consent receive the email only.',
      },
      { value: 'hour', label: 'One hour before, by SMS only' },
    ],
    defaultValue: 'day',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
