import { Icon, type IconProps } from '../Icons/Icons';

/** Decorative toolbar icons (the shared icon base): the buttons carry the accessible names. */
export const BoldIcon = (props: IconProps) => (
  <Icon {...props} strokeWidth={2.5}>
    <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />
  </Icon>
);

export const ItalicIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 5h8M6 19h8M14 5l-4 14" />
  </Icon>
);

export const UnderlineIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4v7a5 5 0 0 0 10 0V4M5 20h14" />
  </Icon>
);

export const StrikeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 12h16M16.5 7.5A4 3 0 0 0 12 5c-2.5 0-4.5 1.3-4.5 3.2M7.5 16.5A4.5 3 0 0 0 12 19c2.6 0 4.5-1.3 4.5-3.2" />
  </Icon>
);

export const BulletListIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" strokeWidth={2.5} />
  </Icon>
);

export const OrderedListIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 0 1 3 .5L3.5 19h3" />
  </Icon>
);

export const IndentIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5h16M11 10h9M11 14h9M4 19h16M4 9l3 3-3 3" />
  </Icon>
);

export const OutdentIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5h16M11 10h9M11 14h9M4 19h16M7 9l-3 3 3 3" />
  </Icon>
);

export const LinkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Icon>
);

export const AlignLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M4 10h10M4 14h16M4 18h10" />
  </Icon>
);

export const AlignCenterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M7 10h10M4 14h16M7 18h10" />
  </Icon>
);

export const AlignRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M10 10h10M4 14h16M10 18h10" />
  </Icon>
);

export const AlignJustifyIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M4 10h16M4 14h16M4 18h16" />
  </Icon>
);

export const ClearFormattingIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 5h11M10.5 5 8 19M14 14l6 6M20 14l-6 6" />
  </Icon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);
