import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Field } from '../Field';
import { Input } from '../Input';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Textarea } from '../Textarea';
import { Dialog, type DialogContentProps } from './Dialog';

interface DemoProps {
  /** Width of the dialog. */
  size?: DialogContentProps['size'];
  /** Open when the story loads. */
  defaultOpen?: boolean;
  /** Error message under the title field. */
  error?: string;
  /** Disable the form. */
  disabled?: boolean;
  /** Paragraphs of body text (long content scrolls inside the dialog). */
  paragraphs?: number;
}

/** A create-document dialog: trigger, header, a form body and the footer actions. */
function DialogDemo({ size = 'md', defaultOpen = true, error, disabled = false, paragraphs = 0 }: DemoProps) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>
        <Button>Create Document</Button>
      </Dialog.Trigger>
      <Dialog.Content size={size}>
        <Dialog.Header>
          <Dialog.Title>Create Document</Dialog.Title>
          <Dialog.Description>Add a new legal document. It is published when you save it.</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="large">
            <Field label="Title" error={error} required>
              <Input disabled={disabled} defaultValue={error ? '' : 'Privacy Policy'} />
            </Field>
            <Field label="Content">
              <Textarea disabled={disabled} autoResize rows={4} />
            </Field>
            {Array.from({ length: paragraphs }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a static list for the story.
              <Text key={index}>
                {index + 1}. We collect the personal information you give us when you book a consultation, and
                the health information your practitioner records, and we keep it for as long as the law
                requires.
              </Text>
            ))}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.Close>
          <Button disabled={disabled}>Create Document</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: DialogDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Compose `Dialog.Root`, `Trigger`, `Content` (`size`, `closeLabel`, `hideClose`), `Header`, `Title`, `Description`, `Body`, `Footer` and `Close`.',
      },
      // Open dialogs cover the docs page; the docs show them closed.
      story: { inline: false, height: '480px' },
    },
  },
  args: { size: 'md', defaultOpen: true },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Closed: Story = { args: { defaultOpen: false } };

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const Disabled: Story = { args: { disabled: true } };

export const WithError: Story = { args: { error: 'Title is required' } };

/** The body scrolls; the header and footer stay in view. */
export const LongContent: Story = { args: { paragraphs: 20 } };

export const DarkTheme: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
