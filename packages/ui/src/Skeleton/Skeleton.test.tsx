import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Skeleton } from './Skeleton';
import * as styles from './Skeleton.css';

/** The custom property's name inside `var(--name)`. */
const propertyName = (cssVar: string) => cssVar.replace(/^var\((--[^,)]+).*$/, '$1');

describe('Skeleton', () => {
  it('is hidden from assistive technology, and announces a label politely when given one', async () => {
    const { container } = renderWithTheme(
      <div>
        <Skeleton shape="circle" />
        <Skeleton lines={3} label="Loading documents" />
      </div>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading documents');
    expect(status).toHaveAccessibleName('');
    for (const placeholder of container.querySelectorAll('[data-skeleton]')) {
      expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    }
    await expectNoAxeViolations(container);
  });

  it('draws the lines asked for, at the size asked for', () => {
    const { container } = renderWithTheme(<Skeleton lines={4} width="80%" height="2em" />);
    const group = container.querySelector('[data-skeleton]') as HTMLElement;
    const lines = Array.from(group.children) as HTMLElement[];
    expect(lines).toHaveLength(4);
    expect(lines[0]?.style.getPropertyValue(propertyName(styles.widthVar))).toBe('80%');
    expect(lines[0]?.style.getPropertyValue(propertyName(styles.heightVar))).toBe('2em');
  });

  it('has no status without a label', () => {
    renderWithTheme(<Skeleton shape="rect" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
