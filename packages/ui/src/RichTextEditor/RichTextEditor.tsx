import { TextAlign } from '@tiptap/extension-text-align';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import { Popover, Select, Toolbar } from 'radix-ui';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../Button';
import { Field } from '../Field';
import { Input } from '../Input';
import { prose } from '../RichTextView/RichTextView.css';
import { useThemeClassName } from '../ThemeProvider';
import {
  AlignCenterIcon,
  AlignJustifyIcon,
  AlignLeftIcon,
  AlignRightIcon,
  BoldIcon,
  BulletListIcon,
  CheckIcon,
  ChevronDownIcon,
  ClearFormattingIcon,
  IndentIcon,
  ItalicIcon,
  LinkIcon,
  OrderedListIcon,
  OutdentIcon,
  StrikeIcon,
  UnderlineIcon,
} from './icons';
import { normalizeLinkUrl } from './linkUrl';
import * as styles from './RichTextEditor.css';

export interface RichTextEditorProps {
  /** The content as HTML; an empty document is ''. */
  value: string;
  /** Called with the new HTML on every change ('' when the editor is emptied). */
  onChange?: (html: string) => void;
  /** Called when focus leaves the editable area (react-hook-form's onBlur). */
  onBlur?: () => void;
  /** Read-only, with the toolbar disabled. */
  disabled?: boolean;
  /** Shows the invalid style and sets aria-invalid (a Field with an error sets aria-invalid itself). */
  invalid?: boolean;
  /** Id of the editable area; a Field sets it, and its label then names the editor. */
  id?: string;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Id of the element that names the editor. */
  'aria-labelledby'?: string;
  /** Ids of hint and error text (a Field sets it). */
  'aria-describedby'?: string;
  /** Set by a Field with an error. */
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  /** Set by a required Field. */
  'aria-required'?: boolean | 'true' | 'false';
  /** Accessible name of the toolbar. */
  toolbarLabel?: string;
  /** Extra class for the outer frame. */
  className?: string;
}

/** The block styles of the heading menu: headings 1 to 6, or normal text. */
export const headingOptions = [
  { value: 'paragraph', label: 'Normal' },
  { value: '1', label: 'Heading 1' },
  { value: '2', label: 'Heading 2' },
  { value: '3', label: 'Heading 3' },
  { value: '4', label: 'Heading 4' },
  { value: '5', label: 'Heading 5' },
  { value: '6', label: 'Heading 6' },
] as const;

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
type Alignment = 'left' | 'center' | 'right' | 'justify';

const alignments: { value: Alignment; label: string; icon: ReactNode }[] = [
  { value: 'left', label: 'Align left', icon: <AlignLeftIcon /> },
  { value: 'center', label: 'Align center', icon: <AlignCenterIcon /> },
  { value: 'right', label: 'Align right', icon: <AlignRightIcon /> },
  { value: 'justify', label: 'Justify', icon: <AlignJustifyIcon /> },
];

const extensions = [
  StarterKit.configure({
    // Authors write legal text: no code or horizontal rules in the toolbar, so none in the content.
    code: false,
    codeBlock: false,
    horizontalRule: false,
    // Stored HTML should end where the author stopped, not with an empty paragraph after a heading.
    trailingNode: false,
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      // Only web and email links, whether typed, pasted or set from the toolbar.
      isAllowedUri: (url) => normalizeLinkUrl(url) !== null,
      // Stored HTML stays plain; RichTextView decides target and rel when it shows a link.
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  TextAlign.configure({
    types: ['heading', 'paragraph'],
    alignments: ['left', 'center', 'right', 'justify'],
  }),
];

/** Reported values remembered until the caller echoes them (a bound in case it never does). */
const MAX_PENDING_ECHOES = 50;

/** The HTML to report: '' for an empty document, so that 'required' checks work on the value. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** The toolbar's state while there is no live editor. */
const idleFormatting = {
  bold: false,
  italic: false,
  underline: false,
  strike: false,
  bulletList: false,
  orderedList: false,
  link: false,
  block: 'paragraph',
  align: 'left',
  canIndent: false,
  canOutdent: false,
} as const;

/** The editor's formatting at the selection, for the toolbar's pressed states. */
function selectFormatting({ editor }: { editor: Editor }) {
  if (editor.isDestroyed) return idleFormatting;
  const level = ([1, 2, 3, 4, 5, 6] as const).find((n) => editor.isActive('heading', { level: n }));
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    block: level ? String(level) : 'paragraph',
    align: (['center', 'right', 'justify'] as const).find((a) => editor.isActive({ textAlign: a })) ?? 'left',
    canIndent: editor.can().sinkListItem('listItem'),
    canOutdent: editor.can().liftListItem('listItem'),
  };
}

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Toggle buttons say whether they are on; action buttons (indent, clear) have no pressed state. */
  pressed?: boolean;
  /** The whole editor is read-only: the control is out of reach. */
  disabled?: boolean;
  /**
   * The command does not apply here (Indent outside a list): announced as unavailable but kept in the arrow-key
   * order, as the WAI-ARIA toolbar pattern advises, so a keyboard or screen-reader user still finds it.
   */
  unavailable?: boolean;
  shortcut?: string;
}

/** Shortcut hints name the key that the platform uses with them. */
const modifier =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘' : 'Ctrl+';

function ToolButton({ label, icon, onClick, pressed, disabled, unavailable, shortcut }: ToolButtonProps) {
  return (
    <Toolbar.Button
      className={styles.toolButton}
      aria-label={label}
      aria-pressed={pressed}
      aria-disabled={unavailable || undefined}
      title={shortcut ? `${label} (${shortcut.replace('Mod+', modifier)})` : label}
      disabled={disabled}
      // Keep the selection in the editor: a mouse press would otherwise move focus to the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={unavailable ? undefined : onClick}
    >
      {icon}
    </Toolbar.Button>
  );
}

/** Shown when the URL is not an http(s) or mailto link. */
export const invalidLinkMessage = 'Enter a link that starts with http://, https:// or mailto:';

interface LinkControlProps {
  editor: Editor;
  active: boolean;
  disabled: boolean;
}

/** The link button and its small form: a URL field that accepts http(s) and mailto links only. */
function LinkControl({ editor, active, disabled }: LinkControlProps) {
  const themeClassName = useThemeClassName();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState(false);

  const handleOpenChange = (next: boolean) => {
    if (next) {
      setUrl((editor.getAttributes('link').href as string | undefined) ?? '');
      setError(false);
    }
    setOpen(next);
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation(); // The editor may sit inside another form.
    const href = normalizeLinkUrl(url);
    if (!href) {
      setError(true);
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    setOpen(false);
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={handleOpenChange}>
      <Popover.Trigger asChild>
        <Toolbar.Button
          className={styles.toolButton}
          aria-label="Link"
          aria-pressed={active}
          title="Link"
          disabled={disabled}
        >
          <LinkIcon />
        </Toolbar.Button>
      </Popover.Trigger>
      <Popover.Portal>
        <div className={themeClassName}>
          <Popover.Content
            className={styles.linkPopover}
            side="bottom"
            align="start"
            sideOffset={4}
            aria-label="Link"
            onCloseAutoFocus={(event) => {
              // Back to the text the link was set on, not to the toolbar.
              event.preventDefault();
              if (!editor.isDestroyed) editor.commands.focus();
            }}
          >
            <form className={styles.linkForm} onSubmit={apply} noValidate>
              <Field label="URL" error={error ? invalidLinkMessage : undefined}>
                <Input
                  type="url"
                  inputMode="url"
                  size="sm"
                  placeholder="https://example.com"
                  value={url}
                  onChange={(event) => {
                    setUrl(event.target.value);
                    setError(false);
                  }}
                />
              </Field>
              <div className={styles.linkActions}>
                {active ? (
                  <Button variant="ghost" size="sm" onClick={remove}>
                    Remove link
                  </Button>
                ) : null}
                <Button type="submit" size="sm">
                  Apply
                </Button>
              </div>
            </form>
          </Popover.Content>
        </div>
      </Popover.Portal>
    </Popover.Root>
  );
}

interface HeadingSelectProps {
  editor: Editor;
  value: string;
  disabled: boolean;
}

/** 'Normal' or 'Heading 1' to 'Heading 6' for the block at the cursor. */
function HeadingSelect({ editor, value, disabled }: HeadingSelectProps) {
  const themeClassName = useThemeClassName();
  const changed = useRef(false);
  return (
    <Select.Root
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        changed.current = true;
        if (next === 'paragraph') editor.chain().focus().setParagraph().run();
        else
          editor
            .chain()
            .focus()
            .setHeading({ level: Number(next) as HeadingLevel })
            .run();
      }}
    >
      {/* The toolbar must know it is off too: else it stays a tab stop that leads nowhere. */}
      <Toolbar.Button asChild disabled={disabled}>
        <Select.Trigger className={styles.headingTrigger} aria-label="Text style">
          <Select.Value />
          <Select.Icon>
            <ChevronDownIcon />
          </Select.Icon>
        </Select.Trigger>
      </Toolbar.Button>
      <Select.Portal>
        <div className={themeClassName}>
          <Select.Content
            className={styles.selectContent}
            position="popper"
            sideOffset={4}
            onCloseAutoFocus={(event) => {
              // After a choice, carry on typing; after Escape, stay on the menu button.
              if (!changed.current) return;
              changed.current = false;
              event.preventDefault();
              if (!editor.isDestroyed) editor.commands.focus();
            }}
          >
            <Select.Viewport>
              {headingOptions.map((option) => (
                <Select.Item key={option.value} value={option.value} className={styles.selectItem}>
                  <Select.ItemText>{option.label}</Select.ItemText>
                  <Select.ItemIndicator className={styles.selectItemIndicator}>
                    <CheckIcon />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </div>
      </Select.Portal>
    </Select.Root>
  );
}

/** Finds the label a Field points at this editor (`<label for={id}>`), which cannot name a div by itself. */
function useLabelFor(id: string | undefined, focus: () => void): string | undefined {
  const [labelId, setLabelId] = useState<string>();
  const focusRef = useRef(focus);
  focusRef.current = focus;
  useEffect(() => {
    if (!id) return;
    const label = Array.from(document.querySelectorAll('label')).find((element) => element.htmlFor === id);
    if (!label) return;
    if (!label.id) label.id = `${id}-label`;
    setLabelId(label.id);
    // A label click focuses its control; do the same for the editable area.
    const onClick = () => focusRef.current();
    label.addEventListener('click', onClick);
    return () => label.removeEventListener('click', onClick);
  }, [id]);
  return labelId;
}

/**
 * The rich-text editor of the legal documents (tiptap 3): a toolbar with the text style (Normal,
 * Heading 1 to 6), bold, italic, underline, strike, bullet and numbered lists, indent and outdent,
 * link, alignment and clear formatting, over an editable area at least 300 px tall. The value is
 * HTML. The toolbar is one tab stop; arrow keys move between its buttons.
 *
 * It is heavy (ProseMirror): import it from `@telehealth/ui/rich-text-editor`, or use
 * `LazyRichTextEditor` from `@telehealth/ui`, so that it never enters an app's first page.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  disabled = false,
  invalid = false,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  toolbarLabel = 'Formatting',
  className,
}: RichTextEditorProps) {
  const fallbackId = useId();
  const contentId = id ?? `${fallbackId}-content`;
  // What this editor reported and the caller has not echoed back yet. The echo can arrive a render
  // late, after more typing; it must not replace the newer content, but a real new value must.
  const pendingEchoes = useRef<string[]>([]);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;
  const editorRef = useRef<Editor | null>(null);
  const labelId = useLabelFor(ariaLabel || ariaLabelledBy ? undefined : contentId, () =>
    editorRef.current?.commands.focus(),
  );
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true';

  const attributes = useMemo(() => {
    const entries: Record<string, string | undefined> = {
      id: contentId,
      class: clsx(prose, styles.content),
      'aria-multiline': 'true',
      'aria-label': ariaLabel,
      'aria-labelledby': ariaLabelledBy ?? labelId,
      'aria-describedby': ariaDescribedBy,
      'aria-invalid': isInvalid ? 'true' : undefined,
      'aria-required': ariaRequired === true || ariaRequired === 'true' ? 'true' : undefined,
      'aria-disabled': disabled ? 'true' : undefined,
    };
    return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
  }, [contentId, ariaLabel, ariaLabelledBy, labelId, ariaDescribedBy, isInvalid, ariaRequired, disabled]);

  const editorProps = useMemo(() => ({ attributes }), [attributes]);
  // Options that change make tiptap reconfigure the view, so the content option stays the first
  // value; later values arrive through setContent below.
  const [initialContent] = useState(value);
  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      pendingEchoes.current.push(html);
      if (pendingEchoes.current.length > MAX_PENDING_ECHOES) pendingEchoes.current.shift();
      onChangeRef.current?.(html);
    },
    onBlur: () => onBlurRef.current?.(),
  });
  editorRef.current = editor;

  const formatting = useEditorState({ editor, selector: selectFormatting });

  // A new value from outside (a reset, a loaded document) replaces the content; an echo does not.
  useEffect(() => {
    // React may hand effects an instance tiptap has already destroyed while it remounts.
    if (editor.isDestroyed) return;
    const echo = pendingEchoes.current.indexOf(value);
    if (echo !== -1) {
      pendingEchoes.current.splice(0, echo + 1);
      return;
    }
    if (value === htmlOf(editor)) return;
    pendingEchoes.current = [];
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor.isDestroyed && editor.isEditable !== !disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    command(editor.chain().focus()).run();

  return (
    <div
      className={clsx(styles.root, className)}
      data-invalid={isInvalid || undefined}
      data-disabled={disabled || undefined}
    >
      <Toolbar.Root className={styles.toolbar} aria-label={toolbarLabel} aria-controls={contentId}>
        <HeadingSelect editor={editor} value={formatting.block} disabled={disabled} />
        <Toolbar.Separator className={styles.separator} />
        <ToolButton
          label="Bold"
          icon={<BoldIcon />}
          shortcut="Mod+B"
          pressed={formatting.bold}
          disabled={disabled}
          onClick={run((chain) => chain.toggleBold())}
        />
        <ToolButton
          label="Italic"
          icon={<ItalicIcon />}
          shortcut="Mod+I"
          pressed={formatting.italic}
          disabled={disabled}
          onClick={run((chain) => chain.toggleItalic())}
        />
        <ToolButton
          label="Underline"
          icon={<UnderlineIcon />}
          shortcut="Mod+U"
          pressed={formatting.underline}
          disabled={disabled}
          onClick={run((chain) => chain.toggleUnderline())}
        />
        <ToolButton
          label="Strikethrough"
          icon={<StrikeIcon />}
          shortcut="Mod+Shift+S"
          pressed={formatting.strike}
          disabled={disabled}
          onClick={run((chain) => chain.toggleStrike())}
        />
        <Toolbar.Separator className={styles.separator} />
        <ToolButton
          label="Numbered list"
          icon={<OrderedListIcon />}
          shortcut="Mod+Shift+7"
          pressed={formatting.orderedList}
          disabled={disabled}
          onClick={run((chain) => chain.toggleOrderedList())}
        />
        <ToolButton
          label="Bullet list"
          icon={<BulletListIcon />}
          shortcut="Mod+Shift+8"
          pressed={formatting.bulletList}
          disabled={disabled}
          onClick={run((chain) => chain.toggleBulletList())}
        />
        <ToolButton
          label="Indent"
          icon={<IndentIcon />}
          shortcut="Tab"
          disabled={disabled}
          unavailable={!formatting.canIndent}
          onClick={run((chain) => chain.sinkListItem('listItem'))}
        />
        <ToolButton
          label="Outdent"
          icon={<OutdentIcon />}
          shortcut="Shift+Tab"
          disabled={disabled}
          unavailable={!formatting.canOutdent}
          onClick={run((chain) => chain.liftListItem('listItem'))}
        />
        <Toolbar.Separator className={styles.separator} />
        <LinkControl editor={editor} active={formatting.link} disabled={disabled} />
        <Toolbar.Separator className={styles.separator} />
        {alignments.map((alignment) => (
          <ToolButton
            key={alignment.value}
            label={alignment.label}
            icon={alignment.icon}
            pressed={formatting.align === alignment.value}
            disabled={disabled}
            // Left is the default: store no style for it.
            onClick={run((chain) =>
              alignment.value === 'left' ? chain.unsetTextAlign() : chain.setTextAlign(alignment.value),
            )}
          />
        ))}
        <Toolbar.Separator className={styles.separator} />
        <ToolButton
          label="Clear formatting"
          icon={<ClearFormattingIcon />}
          disabled={disabled}
          onClick={run((chain) => chain.unsetAllMarks().clearNodes().unsetTextAlign())}
        />
      </Toolbar.Root>
      <EditorContent editor={editor} />
    </div>
  );
}
