import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Tabs } from './Tabs';

function TestingTabs() {
  return (
    <Tabs.Root defaultValue="sms">
      <Tabs.List aria-label="Testing tools">
        <Tabs.Trigger value="sms">Test SMS</Tabs.Trigger>
        <Tabs.Trigger value="email">Test Email</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sms">SMS form</Tabs.Content>
      <Tabs.Content value="email">Email form</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('shows the default tab and switches on click', async () => {
    const { container } = renderWithTheme(<TestingTabs />);
    expect(screen.getByRole('tablist', { name: 'Testing tools' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Test SMS' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Test SMS' })).toHaveTextContent('SMS form');
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('tab', { name: 'Test Email' }));
    expect(screen.getByRole('tabpanel', { name: 'Test Email' })).toHaveTextContent('Email form');
  });

  it('moves between tabs with the arrow keys', async () => {
    renderWithTheme(<TestingTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Test SMS' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Test Email' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Test Email' })).toHaveAttribute('aria-selected', 'true');
  });

  it('wraps its tabs onto a second row on a narrow screen instead of clipping them, keeping the keys', async () => {
    renderWithTheme(
      <Tabs.Root defaultValue="all">
        <Tabs.List aria-label="Document type">
          <Tabs.Trigger value="all">All Documents</Tabs.Trigger>
          <Tabs.Trigger value="privacy">Privacy Policy</Tabs.Trigger>
          <Tabs.Trigger value="terms">Terms of Use</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="all">All</Tabs.Content>
        <Tabs.Content value="privacy">Privacy</Tabs.Content>
        <Tabs.Content value="terms">Terms</Tabs.Content>
      </Tabs.Root>,
    );
    const list = screen.getByRole('tablist', { name: 'Document type' });
    // A hidden horizontal scroll clipped the third tab with no cue; wrapping shows every tab.
    expect(list).toHaveStyle({ flexWrap: 'wrap' });
    expect(['auto', 'scroll', 'hidden']).not.toContain(getComputedStyle(list).overflowX);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Terms of Use' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All Documents' })).toHaveFocus();
  });

  it('keeps a long set of tabs on one compact row that scrolls sideways, with whole labels', async () => {
    const sections = [
      'Assessment Fees',
      'Company Info',
      'Email Templates',
      'SMS Templates',
      'Post',
      'Security',
    ];
    const { container } = renderWithTheme(
      <Tabs.Root defaultValue="Post">
        <Tabs.List aria-label="Settings sections" overflow="scroll">
          {sections.map((section) => (
            <Tabs.Trigger key={section} value={section}>
              {section}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {sections.map((section) => (
          <Tabs.Content key={section} value={section}>
            {section}
          </Tabs.Content>
        ))}
      </Tabs.Root>,
    );
    const list = screen.getByRole('tablist', { name: 'Settings sections' });
    expect(list).toHaveStyle({ flexWrap: 'nowrap', overflowX: 'auto' });
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveStyle({ whiteSpace: 'nowrap' });
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    expect(screen.getByRole('tabpanel', { name: 'Security' })).toBeInTheDocument();
  });
});
