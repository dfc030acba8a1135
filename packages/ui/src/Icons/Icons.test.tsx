import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconButton } from '../IconButton';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import * as icons from './index';

const all = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as [
  string,
  (props: icons.IconProps) => React.JSX.Element,
][];

describe('Icons', () => {
  it.each(all)('%s is a hidden, unfocusable 1em stroke in currentColor', (_name, Icon) => {
    const { container } = renderWithTheme(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg?.children.length).toBeGreaterThan(0);
  });

  it('takes size and other SVG attributes, and leaves the name to the control that holds it', async () => {
    const { container } = renderWithTheme(
      <IconButton
        label="Attach a file"
        icon={<icons.PaperclipIcon width={20} height={20} data-kind="attachment" />}
      />,
    );
    const svg = container.querySelector('svg[data-kind="attachment"]');
    expect(svg).toHaveAttribute('width', '20');
    expect(screen.getByRole('button', { name: 'Attach a file' })).toContainElement(svg as SVGElement);
    await expectNoAxeViolations(container);
  });

  it('draws the document, image and file markers differently', () => {
    const markup = (Icon: (props: icons.IconProps) => React.JSX.Element) =>
      renderWithTheme(<Icon />).container.innerHTML;
    const kinds = new Set([markup(icons.DocumentIcon), markup(icons.ImageIcon), markup(icons.FileIcon)]);
    expect(kinds.size).toBe(3);
  });
});
