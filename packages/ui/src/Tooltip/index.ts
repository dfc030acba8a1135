export {
  TOOLTIP_DELAY_MS,
  Tooltip,
  type TooltipProps,
  TooltipProvider,
  type TooltipProviderProps,
} from './Tooltip';
