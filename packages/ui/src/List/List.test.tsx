import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextView } from '../RichTextView';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { List } from './List';

describe('List', () => {
  it('is a semantic list with an explicit role, without markers or indent', async () => {
    const { container } = renderWithTheme(
      <List aria-label="Attachments" gap="small">
        <li>referral.pdf</li>
        <li>scan.png</li>
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Attachments' });
    expect(list.tagName).toBe('UL');
    // Explicit, because Safari drops the implicit role of a list styled without markers.
    expect(list).toHaveAttribute('role', 'list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['referral.pdf', 'scan.png']);
    expect(list).toHaveStyle({ listStyleType: 'none', paddingLeft: '0px', marginTop: '0px' });
    expect(list).not.toHaveAttribute('gap');
    await expectNoAxeViolations(container);
  });

  it('renders an ordered list when asked', () => {
    renderWithTheme(
      <List as="ol" aria-label="Steps" direction="row" wrap>
        <li>Assessment</li>
        <li>Checkout</li>
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(list.tagName).toBe('OL');
    expect(list).toHaveStyle({ listStyleType: 'none', flexDirection: 'row', flexWrap: 'wrap' });
  });
});

describe('the global list reset', () => {
  it('takes browser bullets, numbers and indents off plain lists', () => {
    renderWithTheme(
      <>
        <ul aria-label="Conversations">
          <li>Dr. Sarah Chen</li>
        </ul>
        <ol aria-label="Messages">
          <li>Hello</li>
        </ol>
      </>,
    );
    for (const name of ['Conversations', 'Messages']) {
      expect(screen.getByRole('list', { name })).toHaveStyle({
        listStyleType: 'none',
        paddingLeft: '0px',
        marginTop: '0px',
        marginBottom: '0px',
      });
    }
  });

  it('leaves rich text its bullets and numbers', () => {
    renderWithTheme(
      <RichTextView html="<ul><li>Name<ul><li>Nested</li></ul></li></ul><ol><li>First</li></ol>" />,
    );
    const [bullets, nested, numbers] = screen.getAllByRole('list');
    expect(bullets).toHaveStyle({ listStyleType: 'disc' });
    expect(nested).toHaveStyle({ listStyleType: 'circle' });
    expect(numbers).toHaveStyle({ listStyleType: 'decimal' });
  });
});
