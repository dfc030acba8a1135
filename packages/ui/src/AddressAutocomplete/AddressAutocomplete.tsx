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
import * as styles from './AddressAutocomplete.css';
import {
  ADDRESS_MIN_CHARS,
  type AddressProvider,
  type AddressSuggestion,
  addressFromDescription,
  type StructuredAddress,
} from './address';

export interface AddressAutocompleteProps
  extends Omit<ComponentProps<'input'>, 'type' | 'role' | 'onSelect' | 'size' | 'list'> {
  /** Where suggestions come from; without one the field is a plain text input. */
  provider?: AddressProvider | null;
  /** Called with the structured address when a suggestion is picked. */
  onSelect: (address: StructuredAddress) => void;
  /** Characters needed before suggestions are asked for (2 in Part 2 §5). */
  minChars?: number;
  /** Wait this long after the last keystroke before asking for suggestions. */
  debounceMs?: number;
  /** Accessible name of the suggestion list. */
  listLabel?: string;
  /** Announcement when suggestions arrive. */
  countLabel?: (count: number) => string;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A street address input with suggestions, following the ARIA combobox pattern: ArrowDown and
 * ArrowUp move through the list, Enter picks, Escape closes. Suggestions start at 2 characters and
 * the list opens on focus only when there are some. If the provider fails, it stays a text input.
 * Every native input prop passes through, so `{...register('company_address')}` works.
 */
export function AddressAutocomplete({
  provider,
  onSelect,
  minChars = ADDRESS_MIN_CHARS,
  debounceMs = 250,
  listLabel = 'Address suggestions',
  countLabel = (count) => (count === 1 ? '1 suggestion available' : `${count} suggestions available`),
  id,
  ref,
  value,
  onChange,
  onFocus,
  onBlur,
  onKeyDown,
  autoComplete = 'off',
  ...props
}: AddressAutocompleteProps) {
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
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

  const requestSuggestions = useCallback(
    (query: string) => {
      clearTimeout(timer.current);
      const request = ++latestRequest.current;
      if (!provider || query.trim().length < minChars) {
        setSuggestions([]);
        setOpen(false);
        setActiveIndex(-1);
        return;
      }
      timer.current = setTimeout(async () => {
        let found: AddressSuggestion[] = [];
        try {
          found = await provider.suggest(query);
        } catch {
          found = []; // The service is down: the field keeps working as plain text.
        }
        if (request !== latestRequest.current) return;
        setSuggestions(found);
        setActiveIndex(-1);
        const focused = inputRef.current !== null && inputRef.current === document.activeElement;
        setOpen(focused && found.length > 0);
        setAnnouncement(found.length > 0 ? countLabel(found.length) : '');
      }, debounceMs);
    },
    [provider, minChars, debounceMs, countLabel],
  );

  const pick = async (suggestion: AddressSuggestion) => {
    close();
    latestRequest.current++;
    let address: StructuredAddress;
    try {
      address = provider
        ? await provider.resolve(suggestion)
        : addressFromDescription(suggestion.description);
    } catch {
      address = addressFromDescription(suggestion.description);
    }
    // An uncontrolled input shows the street line itself; a controlled one follows the caller's value.
    if (value === undefined && inputRef.current) inputRef.current.value = address.address;
    setSuggestions([]);
    onSelect(address);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const count = suggestions.length;
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
        const suggestion = open ? suggestions[activeIndex] : undefined;
        if (!suggestion) return;
        event.preventDefault(); // Picking must not submit the form.
        void pick(suggestion);
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
          requestSuggestions(event.target.value);
        }}
        onFocus={(event: FocusEvent<HTMLInputElement>) => {
          onFocus?.(event);
          if (suggestions.length > 0) setOpen(true);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          onBlur?.(event);
          close();
        }}
        onKeyDown={handleKeyDown}
      />
      <div id={listboxId} role="listbox" aria-label={listLabel} className={styles.listbox} hidden={!open}>
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: focus stays in the input (aria-activedescendant), whose key handler drives the options.
          <div
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={styles.option}
            // Keep focus in the input, so the pick does not blur and close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActiveIndex(index)}
            onClick={() => void pick(suggestion)}
          >
            {suggestion.description}
          </div>
        ))}
      </div>
      <VisuallyHidden role="status">{open ? announcement : ''}</VisuallyHidden>
    </div>
  );
}
