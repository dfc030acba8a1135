import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Campaign } from '@telehealth/contract';
import { fn } from 'storybook/test';
import { CampaignPopups } from './CampaignPopups';
import { createMemoryStore } from './submissionHistory';

const template = (accent: string) =>
  `<div class="popup" style="background: #ffffff"><div class="header" style="background: ${accent}; color: #ffffff"><h2 class="title">Title</h2><p class="tagline">Tagline</p></div><button class="button" style="background: ${accent}; color: #ffffff">Go</button></div>`;

const welcome: Campaign = {
  instanceId: 'welcome-story',
  type: 'welcome_popup',
  isActive: true,
  delaySeconds: 0,
  htmlTemplate: template('#0f766e'),
  editableSections: {
    title: 'Welcome!',
    tagline: 'Get 10% off your first assessment',
    'button-label': 'Send my code',
    'bottom-note': 'No spam. Unsubscribe at any time.',
  },
};

const meta = {
  title: 'Forms/CampaignPopups',
  component: CampaignPopups,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
  args: { campaigns: [welcome], submit: fn(() => Promise.resolve()) },
  render: (args) => (
    <CampaignPopups {...args} sessionStore={createMemoryStore()} localStore={createMemoryStore()} />
  ),
} satisfies Meta<typeof CampaignPopups>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The welcome popup with the campaign template's colours (delay 0 here; 3 s by default). */
export const Welcome: Story = {};

/** A template whose button text is invisible: it falls back to white. */
export const InvisibleButtonText: Story = {
  args: {
    campaigns: [
      {
        ...welcome,
        htmlTemplate:
          '<div class="button" style="background: #1d4ed8; color: transparent"></div><div class="popup" style="background: rgba(0,0,0,0)"></div>',
      },
    ],
  },
};

/** The server answers 409: the 'Already Subscribed' toast, and the popup closes. */
export const AlreadySubscribed: Story = {
  args: { submit: fn(() => Promise.reject(Object.assign(new Error('Conflict'), { status: 409 }))) },
};
