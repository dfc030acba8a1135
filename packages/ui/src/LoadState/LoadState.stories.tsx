import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Card } from '../Card';
import { EmptyState } from '../EmptyState';
import { List } from '../List';
import { Text } from '../Text';
import { LoadState } from './LoadState';

interface DemoProps {
  /** The loaded medicines; undefined while loading, null when the list does not exist. */
  medicines: readonly string[] | null | undefined;
  /** A failed load, as a query gives it. */
  error?: Error;
  loadingIndicator?: 'skeleton' | 'spinner';
}

/** A card listing medicines through LoadState, with each state's words as a screen would give them. */
function MedicinesDemo({ medicines, error, loadingIndicator }: DemoProps) {
  return (
    <Card>
      <LoadState
        data={medicines}
        error={error}
        errorTitle="The medicines could not be loaded"
        loadingLabel="Loading medicines"
        {...(loadingIndicator ? { loadingIndicator } : {})}
        empty={
          <EmptyState headingLevel={2} title="No medicines yet" action={<Button>Add Medicine</Button>} />
        }
      >
        {(loaded) => (
          <List gap="small">
            {loaded.map((name) => (
              <li key={name}>
                <Text>{name}</Text>
              </li>
            ))}
          </List>
        )}
      </LoadState>
    </Card>
  );
}

const meta = {
  title: 'UI/LoadState',
  component: MedicinesDemo,
  tags: ['autodocs'],
  args: { medicines: ['Sildenafil 50 mg tablet', 'Tadalafil 5 mg tablet', 'Finasteride 1 mg tablet'] },
} satisfies Meta<typeof MedicinesDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the content. */
export const Default: Story = {};

/** Loading: skeleton lines, announced once. */
export const Loading: Story = { args: { medicines: undefined } };

/** Loading, as a spinner. */
export const LoadingSpinner: Story = { args: { medicines: undefined, loadingIndicator: 'spinner' } };

/** Error: the failure in a critical Alert, in place of the content. */
export const ErrorState: Story = {
  args: { medicines: undefined, error: new Error('The server is not answering. Please try again.') },
};

/** Empty: nothing to list. */
export const Empty: Story = { args: { medicines: [] } };

export const LongContent: Story = {
  args: {
    medicines: [
      'Sildenafil 50 mg film-coated tablet, pack of 4, for erectile dysfunction, taken about an hour before activity',
      'Tadalafil 5 mg tablet, pack of 28, taken once daily at about the same time, with or without food',
    ],
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
