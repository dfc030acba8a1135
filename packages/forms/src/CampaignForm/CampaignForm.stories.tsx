import type { Meta, StoryObj } from '@storybook/react-vite';
import { CampaignForm } from './CampaignForm';

const meta = {
  title: 'Forms/CampaignForm',
  component: CampaignForm,
  tags: ['autodocs'],
  args: { onSubmit: async () => {}, onCancel: () => {}, promoCodes: [{ id: 1, code: 'WELCOME10' }] },
} satisfies Meta<typeof CampaignForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Edit: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      name: 'Welcome offer',
      type: 'welcome_popup',
      delaySeconds: 3,
      isActive: true,
      promoCodeId: 1,
      htmlTemplate:
        '<div class="popup" style="background: #ffffff"><button class="button" style="background: #0f766e">Go</button></div>',
      editableSections: {
        title: 'Welcome!',
        tagline: 'Get 10% off',
        'button-label': 'Send my code',
        'bottom-note': 'No spam.',
      },
    },
  },
};

export const WithErrors: Story = {
  args: {
    defaultValues: { name: 'Summer' },
    onSubmit: async () => {
      throw {
        status: 400,
        message: 'Advertising prescription-only medicines to the public is not allowed.',
        field: 'htmlTemplate',
      };
    },
  },
};

export const Disabled: Story = { args: { disabled: true } };
