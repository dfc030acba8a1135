import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { LazyRichTextEditor } from './LazyRichTextEditor';
import { normalizeLinkUrl } from './linkUrl';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

beforeAll(() => {
  // ProseMirror measures the selection to scroll it into view; jsdom does no layout.
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getBoundingClientRect ??= () => rect as DOMRect;
  Range.prototype.getClientRects ??= () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  document.elementFromPoint ??= () => null;
});

/** A Field-labelled editor that keeps its value in state, as a form does. */
function Editor({ initial = '', ...props }: Partial<RichTextEditorProps> & { initial?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <Field label="Content" hint="The document's text.">
        <RichTextEditor
          value={html}
          {...props}
          onChange={(next) => {
            setHtml(next);
            props.onChange?.(next);
          }}
        />
      </Field>
      <output data-testid="html">{html}</output>
    </>
  );
}

const textbox = () => screen.getByRole('textbox', { name: 'Content' });

/**
 * A user who types at a human pace: ProseMirror reads typed text back from the DOM on a short
 * timer, and jsdom keystrokes with no gap between them overwrite each other.
 */
const typing = () => userEvent.setup({ delay: 30 });

async function typeInEditor(user: ReturnType<typeof typing>, text: string) {
  await user.click(textbox());
  await user.keyboard(text);
}

// ProseMirror in jsdom, at a typing pace, on a shared two-core machine: give each test room.
describe('RichTextEditor', { timeout: 20_000 }, () => {
  it('is a multiline textbox named by its Field label, with a toolbar', async () => {
    const { container } = renderWithTheme(<Editor />);
    expect(textbox()).toHaveAttribute('aria-multiline', 'true');
    expect(textbox()).toHaveAccessibleDescription("The document's text.");
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Numbered list',
      'Bullet list',
      'Link',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(within(toolbar).getByRole('button', { name: 'Align left' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const name of ['Align center', 'Align right', 'Justify']) {
      expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    for (const name of ['Indent', 'Outdent', 'Clear formatting']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole('combobox', { name: 'Text style' })).toHaveTextContent('Normal');
    await expectNoAxeViolations(container);
  });

  it('reports what is typed as HTML', async () => {
    const user = typing();
    const onChange = vi.fn();
    renderWithTheme(<Editor onChange={onChange} />);
    await typeInEditor(user, 'Hello');
    expect(textbox()).toHaveTextContent('Hello');
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello</p>');
  });

  it('toggles bold, shown by aria-pressed, and wraps new text in <strong>', async () => {
    const user = typing();
    const onChange = vi.fn();
    renderWithTheme(<Editor onChange={onChange} />);
    await typeInEditor(user, 'Plain ');
    const bold = screen.getByRole('button', { name: 'Bold' });
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('strong');
    expect(onChange).toHaveBeenLastCalledWith('<p>Plain <strong>strong</strong></p>');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns the block into a heading from the text style menu', async () => {
    const user = typing();
    const onChange = vi.fn();
    renderWithTheme(<Editor onChange={onChange} />);
    await typeInEditor(user, 'Privacy Policy');
    const style = screen.getByRole('combobox', { name: 'Text style' });
    await user.click(style);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Normal',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Heading 5',
      'Heading 6',
    ]);
    await user.click(screen.getByRole('option', { name: 'Heading 2' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2>Privacy Policy</h2>'));
    expect(style).toHaveTextContent('Heading 2');
  });

  it('makes lists, indents and outdents them', async () => {
    const user = typing();
    const onChange = vi.fn();
    renderWithTheme(<Editor onChange={onChange} />);
    await typeInEditor(user, 'One');
    await user.click(screen.getByRole('button', { name: 'Bullet list' }));
    expect(screen.getByRole('button', { name: 'Bullet list' })).toHaveAttribute('aria-pressed', 'true');
    // A single item cannot be indented: unavailable, and a click changes nothing.
    expect(screen.getByRole('button', { name: 'Indent' })).toHaveAttribute('aria-disabled', 'true');
    const before = onChange.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Indent' }));
    expect(onChange).toHaveBeenCalledTimes(before);
    await user.keyboard('{Enter}Two');
    await user.click(screen.getByRole('button', { name: 'Indent' }));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>One</p><ul><li><p>Two</p></li></ul></li></ul>');
    await user.click(screen.getByRole('button', { name: 'Outdent' }));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>One</p></li><li><p>Two</p></li></ul>');
  });

  it('aligns text, storing no style for left', async () => {
    const user = typing();
    const onChange = vi.fn();
    renderWithTheme(<Editor onChange={onChange} />);
    await typeInEditor(user, 'Centred');
    await user.click(screen.getByRole('button', { name: 'Align center' }));
    expect(onChange).toHaveBeenLastCalledWith('<p style="text-align: center;">Centred</p>');
    expect(screen.getByRole('button', { name: 'Align center' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Align left' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Centred</p>');
  });

  it('adds a link from the link form, refusing other schemes than http(s) and mailto', async () => {
    const user = typing();
    const onChange = vi.fn();
    renderWithTheme(<Editor onChange={onChange} initial="<p>Terms</p>" />);
    await user.click(textbox());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    const url = within(dialog).getByRole('textbox', { name: 'URL' });
    // A plain input: no need for the editor's typing pace.
    await userEvent.type(url, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(url).toHaveAccessibleDescription('Enter a link that starts with http://, https:// or mailto:');
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.com/terms{Enter}');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<p><a href="https://example.com/terms">Terms</a></p>'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears formatting', async () => {
    const user = typing();
    const onChange = vi.fn();
    renderWithTheme(<Editor onChange={onChange} initial="<h3><strong>Bold heading</strong></h3>" />);
    await user.click(textbox());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Clear formatting' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Bold heading</p>');
  });

  it("reports '' when emptied, and takes a new value from outside", async () => {
    const user = typing();
    const onChange = vi.fn();
    const { rerender } = renderWithTheme(
      <RichTextEditor aria-label="Body" value="<p>A</p>" onChange={onChange} />,
    );
    const body = screen.getByRole('textbox', { name: 'Body' });
    await user.click(body);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('');
    rerender(<RichTextEditor aria-label="Body" value="<p>Loaded document</p>" onChange={onChange} />);
    expect(body).toHaveTextContent('Loaded document');
  });

  it('is read-only with a disabled toolbar when disabled, and marks itself invalid', () => {
    renderWithTheme(<Editor initial="<p>Locked</p>" disabled invalid />);
    expect(textbox()).toHaveAttribute('contenteditable', 'false');
    expect(textbox()).toHaveAttribute('aria-disabled', 'true');
    expect(textbox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
  });

  it('is one tab stop with roving focus over every control, in order (WAI-ARIA toolbar)', async () => {
    const user = typing();
    renderWithTheme(<Editor initial="<p>Plain text</p>" />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    // Indent and Outdent only apply inside a list: unavailable here, yet reachable (announced as disabled).
    const enabled = [
      'Text style',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Numbered list',
      'Bullet list',
      'Indent',
      'Outdent',
      'Link',
      'Align left',
      'Align center',
      'Align right',
      'Justify',
      'Clear formatting',
    ];
    const focusedName = () => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label');

    await user.tab();
    expect(focusedName()).toBe('Text style');
    // Only the current control is in the tab order.
    const tabbable = Array.from(toolbar.querySelectorAll('button')).filter(
      (control) => control.tabIndex === 0,
    );
    expect(tabbable.map((control) => control.getAttribute('aria-label'))).toEqual(['Text style']);

    const visited = [focusedName()];
    for (let step = 1; step < enabled.length; step++) {
      await user.keyboard('{ArrowRight}');
      visited.push(focusedName());
    }
    expect(visited).toEqual(enabled);
    // It wraps both ways; Home and End go to the first and last control from anywhere.
    const moves: [keys: string, lands: string][] = [
      ['{ArrowRight}', 'Text style'],
      ['{ArrowLeft}', 'Clear formatting'],
      ['{ArrowLeft}', 'Justify'],
      ['{Home}', 'Text style'],
      ['{ArrowRight}{ArrowRight}{ArrowRight}', 'Underline'],
      ['{End}', 'Clear formatting'],
      ['{Home}', 'Text style'],
    ];
    for (const [keys, lands] of moves) {
      await user.keyboard(keys);
      expect(focusedName(), keys).toBe(lands);
    }

    // Tab leaves for the text; Shift+Tab comes back to the control last used.
    await user.keyboard('{End}');
    await user.tab();
    expect(textbox()).toHaveFocus();
    await user.tab({ shift: true });
    expect(focusedName()).toBe('Clear formatting');
  });

  it('marks Indent available once it applies', async () => {
    const user = typing();
    renderWithTheme(<Editor />);
    await typeInEditor(user, 'One');
    await user.click(screen.getByRole('button', { name: 'Bullet list' }));
    await user.keyboard('{Enter}Two');
    expect(screen.getByRole('button', { name: 'Indent' })).not.toHaveAttribute('aria-disabled');
    screen.getByRole('button', { name: 'Bullet list' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Indent' })).toHaveFocus();
  });
});

describe('normalizeLinkUrl', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['http://example.com/a?b=c', 'http://example.com/a?b=c'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    ['example.com/terms', 'https://example.com/terms'],
    ['  https://example.com  ', 'https://example.com'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['ftp://example.com', null],
    ['mailto:', null],
    ['not a url', null],
    ['', null],
  ])('%j gives %j', (input, expected) => {
    expect(normalizeLinkUrl(input)).toBe(expected);
  });
});

describe('LazyRichTextEditor', () => {
  it("shows a polite 'Loading editor' block, then the editor", async () => {
    renderWithTheme(
      <Field label="Content">
        <LazyRichTextEditor value="<p>Later</p>" />
      </Field>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading editor');
    await act(async () => {});
    expect(await screen.findByRole('textbox', { name: 'Content' }, { timeout: 5000 })).toHaveTextContent(
      'Later',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
