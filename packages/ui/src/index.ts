// The public surface of @telehealth/ui. Import the stylesheet once: `import '@telehealth/ui/styles.css'`.

// First, so that the global rules precede every component's in the stylesheet. It is imported
// here and not from theme/index.ts because bundlers drop side effects of re-export-only modules.
import './theme/global.css';

export { Alert, type AlertProps } from './Alert';
export { AppHeader, type AppHeaderProps } from './AppHeader';
export { Badge, type BadgeProps } from './Badge';
export { Box, type BoxProps } from './Box';
export { Button, type ButtonProps } from './Button';
export {
  CallControls,
  type CallControlsLabels,
  type CallControlsProps,
  type CallDevice,
  callControlsLabels,
} from './CallControls';
export { CallLayout, type CallLayoutProps } from './CallLayout';
export { Card, type CardProps, type CardTitleProps } from './Card';
export { CharacterCount, type CharacterCountProps, characterCountMessage } from './CharacterCount';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Container, type ContainerProps } from './Container';
export * from './DataTable';
export {
  DeviceCheck,
  type DeviceCheckFailureMessage,
  type DeviceCheckLabels,
  type DeviceCheckProps,
  deviceCheckLabels,
} from './DeviceCheck';
export {
  Dialog,
  type DialogCloseProps,
  type DialogContentProps,
  type DialogDescriptionProps,
  type DialogRootProps,
  type DialogTitleProps,
  type DialogTriggerProps,
} from './Dialog';
export { DisabledScope, type DisabledScopeProps, useScopedDisabled } from './DisabledScope';
export {
  DropdownMenu,
  type DropdownMenuContentProps,
  type DropdownMenuGroupProps,
  type DropdownMenuItemProps,
  type DropdownMenuLabelProps,
  type DropdownMenuRootProps,
  type DropdownMenuSeparatorProps,
  type DropdownMenuTriggerProps,
} from './DropdownMenu';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { Field, type FieldProps, useFieldLabelId } from './Field';
export { Grid, type GridProps } from './Grid';
export { Heading, type HeadingProps } from './Heading';
export { HtmlPreviewFrame, type HtmlPreviewFrameProps } from './HtmlPreviewFrame';
export { IconButton, type IconButtonProps } from './IconButton';
export * from './Icons';
export { Inline, type InlineProps } from './Inline';
export { Input, type InputProps } from './Input';
export type { LinkComponent, NavLinkComponentProps } from './internal/NavLink';
export { matchesPath, type NavLinkItem } from './internal/nav';
export { Link, type LinkProps } from './Link';
export { List, type ListProps } from './List';
export { LoadState, type LoadStateLoading, type LoadStateProps } from './LoadState';
export { Logo, type LogoProps } from './Logo';
export { MIC_LEVEL_SEGMENTS, MicLevel, type MicLevelProps } from './MicLevel';
export { OTP_LENGTH, OtpInput, type OtpInputProps, sanitizeOtp } from './OtpInput';
export { PageShell, type PageShellProps } from './PageShell';
export { Pagination, type PaginationProps, pageCount } from './Pagination';
export {
  PASSWORD_STRENGTH_THRESHOLDS,
  type PasswordRequirement,
  type PasswordStrength,
  type PasswordStrengthLevel,
  PasswordStrengthMeter,
  type PasswordStrengthMeterProps,
  passwordStrength,
} from './PasswordStrengthMeter';
// ---- assessments
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { LazyRichTextEditor, type LazyRichTextEditorProps } from './RichTextEditor/LazyRichTextEditor';
export type { RichTextEditorProps } from './RichTextEditor/RichTextEditor';
export {
  htmlToPlainText,
  previewText,
  RichTextView,
  type RichTextViewProps,
  sanitizeHtml,
} from './RichTextView';
export { Select, SelectItem, type SelectItemProps, type SelectOption, type SelectProps } from './Select';
export { Sheet, type SheetProps } from './Sheet';
export { Sidebar, type SidebarItem, type SidebarProps } from './Sidebar';
export { SidebarLayout, type SidebarLayoutProps } from './SidebarLayout';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Spinner, SpinnerIcon, type SpinnerIconProps, type SpinnerProps } from './Spinner';
export { Stack, type StackProps } from './Stack';
export { Switch, type SwitchProps } from './Switch';
export {
  Table,
  type TableCaptionProps,
  type TableCellProps,
  type TableEmptyProps,
  type TableHeadProps,
  type TableRootProps,
  type TableRowProps,
  type TableSectionProps,
  type TableSortDirection,
} from './Table';
export {
  Tabs,
  type TabsContentProps,
  type TabsListProps,
  type TabsRootProps,
  type TabsTriggerProps,
} from './Tabs';
export { Text, type TextProps } from './Text';
export { Textarea, type TextareaProps } from './Textarea';
export {
  type ThemeName,
  type ThemePreference,
  ThemeProvider,
  type ThemeProviderProps,
  themeClassNames,
  useTheme,
  useThemeClassName,
} from './ThemeProvider';
export {
  DeferredToaster,
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  Toaster,
  type ToasterProps,
  type ToastHandle,
  type ToastOptions,
  toast,
} from './Toast';
export {
  TOOLTIP_DELAY_MS,
  Tooltip,
  type TooltipProps,
  TooltipProvider,
  type TooltipProviderProps,
} from './Tooltip';
export {
  type Breakpoint,
  breakpoints,
  darkTheme,
  darkTokens,
  type GridColumns,
  lightTheme,
  lightTokens,
  mediaQuery,
  type Space,
  type Sprinkles,
  sprinkles,
  type ThemeTokens,
  type Tone,
  tones,
  vars,
} from './theme';
export {
  initialsOf,
  VideoTile,
  type VideoTileConnection,
  type VideoTileLabels,
  type VideoTileProps,
  videoTileLabels,
} from './VideoTile';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
