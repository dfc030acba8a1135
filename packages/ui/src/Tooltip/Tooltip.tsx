import { Tooltip as RadixTooltip } from 'radix-ui';
import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import { useThemeClassName } from '../ThemeProvider';
import * as styles from './Tooltip.css';

/** Milliseconds the pointer rests on a trigger before its tooltip shows. */
export const TOOLTIP_DELAY_MS = 400;

const ProviderPresent = createContext(false);

export interface TooltipProviderProps {
  /** Delay before a tooltip opens, in milliseconds. */
  delayDuration?: number;
  /** Within this time after one tooltip closes, the next opens without delay. */
  skipDelayDuration?: number;
  /** The app, or the part of it that shows tooltips. */
  children: ReactNode;
}

/** Shares one delay among the tooltips inside it; mount it once near the root. */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = 300,
  children,
}: TooltipProviderProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
      <ProviderPresent.Provider value={true}>{children}</ProviderPresent.Provider>
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  /** The tip: a few words naming or explaining the trigger. Never the only place for essential information. */
  content: ReactNode;
  /** The trigger: one focusable element (e.g. an IconButton); a disabled button gets no pointer events, so wrap it in a span. */
  children: ReactElement;
  /** The side of the trigger the tip appears on (it flips when there is no room). */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Alignment along that side. */
  align?: 'start' | 'center' | 'end';
  /** Delay before opening, in milliseconds; overrides the provider's. */
  delayDuration?: number;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the tip opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A short tip on hover and keyboard focus, on Radix Tooltip: Escape hides it and the trigger is
 * described by it. Works alone or inside a TooltipProvider that shares the delay.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration,
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  const hasProvider = useContext(ProviderPresent);
  // Portalled content sits outside the ThemeProvider's wrapper, so it takes the theme class itself.
  const themeClassName = useThemeClassName();
  const tooltip = (
    <RadixTooltip.Root
      delayDuration={delayDuration}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <div className={themeClassName}>
          <RadixTooltip.Content
            side={side}
            align={align}
            sideOffset={4}
            collisionPadding={8}
            className={styles.content}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </div>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
