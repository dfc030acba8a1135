import {
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Input } from '../Input';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Combobox.css';

/** One suggestion in the list. */
export interface ComboboxOption {
  /** Unique within one list, e.g. a record or place id. */
  id: string;
  /** The text shown and announced. */
  label: string;
}

export interface ComboboxProps
  extends Omit<ComponentProps<'input'>, 'type' | 'role' | 'onSelect' | 'size' | 'list'> {
  /** Options for what was typed, asked for once `minChars` are typed; without it the field is a plain text input, and a rejection counts as no options. */
  loadOptions?: ((query: string) => Promise<readonly ComboboxOption[]> | readonly ComboboxOption[]) | null;
  /** Called with the picked option; in an uncontrolled input the text it returns (or else the option's label) replaces what was typed. */
  onOptionSelect: (option: ComboboxOption) => unknown;
  /** Characters needed before options are asked for. */
  minChars?: number;
  /** Wait this long after the last keystroke before asking for options. */
  debounceMs?: number;
  /** Accessible name of the list of options. */
  listLabel?: string;
  /** Announcement when options arrive. */
  countLabel?: (count: number) => string;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

const defaultCountLabel = (count: number) =>
  count === 1 ? '1 suggestion available' : `${count} suggestions available`;

/**
 * A text input with suggestions, following the ARIA combobox pattern (list autocomplete): ArrowDown
 * and ArrowUp move through the list, Enter picks, Escape closes. The list opens on focus only when
 * there are options; if `loadOptions` fails, it stays a text input. Every native input prop passes
 * through, so `{...register('street')}` works.
 */
export function Combobox({
  loadOptions,
  onOptionSelect,
  minChars = 1,
  debounceMs = 250,
  listLabel = 'Suggestions',
  countLabel = defaultCountLabel,
  id,
  ref,
  value,
  onChange,
  onFocus,
  onBlur,
  onKeyDown,
  autoComplete = 'off',
  ...props
}: ComboboxProps) {
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [options, setOptions] = useState<readonly ComboboxOption[]>([]);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Only the answer to the latest query counts: earlier ones may arrive after it.
  const latestRequest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (open && activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const requestOptions = useCallback(
    (query: string) => {
      clearTimeout(timer.current);
      const request = ++latestRequest.current;
      if (!loadOptions || query.trim().length < minChars) {
        setOptions([]);
        setOpen(false);
        setActiveIndex(-1);
        return;
      }
      timer.current = setTimeout(async () => {
        let found: readonly ComboboxOption[] = [];
        try {
          found = await loadOptions(query);
        } catch {
          found = []; // The source is down: the field keeps working as plain text.
        }
        if (request !== latestRequest.current) return;
        setOptions(found);
        setActiveIndex(-1);
        const focused = inputRef.current !== null && inputRef.current === document.activeElement;
        setOpen(focused && found.length > 0);
        setAnnouncement(found.length > 0 ? countLabel(found.length) : '');
      }, debounceMs);
    },
    [loadOptions, minChars, debounceMs, countLabel],
  );

  const pick = async (option: ComboboxOption) => {
    close();
    latestRequest.current++;
    setOptions([]);
    let text: unknown;
    try {
      text = await onOptionSelect(option);
    } catch {
      text = undefined;
    }
    // An uncontrolled input shows the picked text itself; a controlled one follows the caller's value.
    if (value === undefined && inputRef.current)
      inputRef.current.value = typeof text === 'string' ? text : option.label;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!open) {
          setOpen(true);
          setActiveIndex(step === 1 ? 0 : count - 1);
        } else {
          setActiveIndex((index) =>
            index < 0 ? (step === 1 ? 0 : count - 1) : (index + step + count) % count,
          );
        }
        return;
      }
      case 'Enter': {
        const option = open ? options[activeIndex] : undefined;
        if (!option) return;
        event.preventDefault(); // Picking must not submit the form.
        void pick(option);
        return;
      }
      case 'Escape':
        if (!open) return;
        // Close the list only: an enclosing dialog stays open.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      default:
    }
  };

  const activeId = open && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  return (
    <div className={styles.root}>
      <Input
        {...props}
        ref={(node: HTMLInputElement | null) => {
          inputRef.current = node;
          assignRef(ref, node);
        }}
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => {
          onChange?.(event);
          requestOptions(event.target.value);
        }}
        onFocus={(event: FocusEvent<HTMLInputElement>) => {
          onFocus?.(event);
          if (options.length > 0) setOpen(true);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          onBlur?.(event);
          close();
        }}
        onKeyDown={handleKeyDown}
      />
      <div id={listboxId} role="listbox" aria-label={listLabel} className={styles.listbox} hidden={!open}>
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: focus stays in the input (aria-activedescendant), whose key handler drives the options.
          <div
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={styles.option}
            // Keep focus in the input, so the pick does not blur and close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActiveIndex(index)}
            onClick={() => void pick(option)}
          >
            {option.label}
          </div>
        ))}
      </div>
      <VisuallyHidden role="status">{open ? announcement : ''}</VisuallyHidden>
    </div>
  );
}
