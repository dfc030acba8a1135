import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@telehealth/ui';
import { PostFeesForm, PostTrackingUrlForm } from './PostSettingsForms';

function PostTab(props: { tracking?: string; fees?: string; disabled?: boolean }) {
  return (
    <Stack gap="xlarge">
      <PostTrackingUrlForm
        defaultValue={props.tracking}
        onSubmit={async () => {}}
        disabled={props.disabled}
      />
      <PostFeesForm defaultValue={props.fees} onSubmit={async () => {}} disabled={props.disabled} />
    </Stack>
  );
}

const meta = {
  title: 'Forms/PostSettingsForms',
  component: PostTab,
  tags: ['autodocs'],
  args: { tracking: 'https://auspost.com.au/mypost/track/details/', fees: '9.95' },
} satisfies Meta<typeof PostTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { tracking: '', fees: '' } };
export const Disabled: Story = { args: { disabled: true } };
export const LongContent: Story = {
  args: { tracking: 'https://tracking.example.com/a/very/long/path/that/keeps/going/for/a/while/?number=' },
};
export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
