import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { MoreIcon } from '../Icons';
import { DropdownMenu } from './DropdownMenu';

interface DemoProps {
  /** Open when the story loads. */
  defaultOpen?: boolean;
  /** Disable the Duplicate item. */
  disabledItem?: boolean;
  /** The document's name, shown as the menu's label. */
  documentName?: string;
  /** Called with the chosen action. */
  onAction?: (action: string) => void;
}

/** A table row's actions: an icon button opens Edit, Duplicate and a destructive Delete. */
function RowActionsDemo({
  defaultOpen = true,
  disabledItem = false,
  documentName = 'Privacy Policy',
  onAction,
}: DemoProps) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <IconButton label={`Actions for ${documentName}`} icon={<MoreIcon />} variant="outline" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        <DropdownMenu.Label>{documentName}</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={() => onAction?.('edit')}>Edit</DropdownMenu.Item>
        <DropdownMenu.Item disabled={disabledItem} onSelect={() => onAction?.('duplicate')}>
          Duplicate
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item destructive onSelect={() => onAction?.('delete')}>
          Delete
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  title: 'UI/DropdownMenu',
  component: RowActionsDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Compose `DropdownMenu.Root`, `Trigger`, `Content`, `Item` (`destructive`, `icon`), `Label`, `Group` and `Separator`.',
      },
      story: { inline: false, height: '260px' },
    },
  },
  args: { defaultOpen: true, onAction: fn() },
  render: (args) => (
    <div style={{ minHeight: 220 }}>
      <RowActionsDemo {...args} />
    </div>
  ),
} satisfies Meta<typeof RowActionsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Closed: Story = { args: { defaultOpen: false } };

/** A disabled item stays visible and is skipped by the arrow keys. */
export const Disabled: Story = { args: { disabledItem: true } };

/** With a text button as the trigger. */
export const WithButtonTrigger: Story = {
  render: () => (
    <div style={{ minHeight: 220 }}>
      <DropdownMenu.Root defaultOpen modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button variant="outline">Export</Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="start">
          <DropdownMenu.Group>
            <DropdownMenu.Label>Format</DropdownMenu.Label>
            <DropdownMenu.Item>CSV</DropdownMenu.Item>
            <DropdownMenu.Item>PDF</DropdownMenu.Item>
          </DropdownMenu.Group>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  ),
};

export const LongContent: Story = {
  args: { documentName: 'Terms of Use for patients of online consultations and prescriptions in Australia' },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
