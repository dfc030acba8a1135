import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Logo } from '../Logo';
import { AppHeader } from './AppHeader';

const links = [
  { href: '/', label: 'Home' },
  { href: '/erectile-dysfunction', label: 'ED Treatment' },
  { href: '/articles', label: 'Articles' },
  { href: '/contact', label: 'Contact Us' },
];

const meta = {
  title: 'UI/AppHeader',
  component: AppHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: (
      <a href="/" aria-label="Telehealth home">
        <Logo />
      </a>
    ),
    links,
    activeHref: '/',
    actions: (
      <Button asChild size="sm">
        <a href="/auth">Login</a>
      </Button>
    ),
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Signed in: the Dashboard button replaces Login. */
export const SignedIn: Story = {
  args: {
    activeHref: '/articles',
    actions: (
      <Button asChild size="sm">
        <a href="/dashboard">Dashboard</a>
      </Button>
    ),
  },
};

/** Phones: the links move into the slide-out menu behind the 'Open menu' button. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Error: signing out failed and the button is busy with its in-progress label. */
export const Busy: Story = {
  args: {
    actions: (
      <Button variant="ghost" size="sm" busy>
        Logging out...
      </Button>
    ),
  },
};

export const LongContent: Story = {
  args: {
    links: [
      ...links,
      { href: '/assessment', label: 'Start an Assessment' },
      { href: '/privacy', label: 'Privacy Policy' },
    ],
    brand: <Logo name="Southern Cross Men’s Health" />,
  },
};
