// Type aliases, not interfaces: vanilla-extract needs their implicit index signature to type the contract.
/**
 * Typed token data: the only place in the package where raw colours and pixel values live.
 * Themes are built from these by `createTheme(vars, tokens)`; components read them through `vars`.
 */

/**
 * The semantic tones shared by Alert, Badge, Button, Text and Toast (Braid's names, not colour
 * names): one vocabulary for every component that takes a `tone`.
 */
export const tones = ['neutral', 'info', 'positive', 'caution', 'critical', 'brand'] as const;
export type Tone = (typeof tones)[number];

/** The colours every tone provides. */
export type ToneColors = {
  /** Soft background for banners, badges and soft buttons. */
  surface: string;
  /** The soft background under the pointer (soft and ghost buttons). */
  surfaceHover: string;
  /** Border drawn on the soft surface. */
  border: string;
  /** Text and icons on the soft surface (AA on `surface`). */
  foreground: string;
  /** Strong fill for solid badges and buttons. */
  solid: string;
  /** The strong fill under the pointer (AA with `onSolid`). */
  solidHover: string;
  /** The strong fill while pressed (AA with `onSolid`). */
  solidActive: string;
  /** Text on the solid fill (AA on `solid`). */
  onSolid: string;
};

export type ColorTokens = {
  /** Page background. */
  background: string;
  /** Body text. */
  foreground: string;
  /** Cards, headers, inputs. */
  surface: string;
  /** Subtle fills: hovered rows, tab lists, code. */
  surfaceMuted: string;
  /** Secondary text (AA on background, surface and surfaceMuted). */
  muted: string;
  /** Hairlines and dividers. */
  border: string;
  /** Control outlines (3:1 against surface, WCAG 1.4.11). */
  borderStrong: string;
  /** Keyboard focus ring (3:1 against background and surface). */
  focusRing: string;
  /** Modal scrim. */
  overlay: string;
  /** Brand mark colour. */
  brand: string;
  /** Second brand colour for the logo mark. */
  brandAccent: string;
  primary: string;
  primaryHover: string;
  primaryActive: string;
  /** Text on primary fills. */
  onPrimary: string;
  /** Tinted fill for secondary buttons and the active navigation item. */
  primarySubtle: string;
  primarySubtleHover: string;
  /** Text on `primarySubtle` (AA). */
  onPrimarySubtle: string;
  destructive: string;
  destructiveHover: string;
  destructiveActive: string;
  /** Text on destructive fills. */
  onDestructive: string;
  link: string;
  linkHover: string;
  /** Text of disabled controls. */
  disabledForeground: string;
  /** Fill of disabled controls. */
  disabledSurface: string;
};

export type ThemeTokens = {
  color: ColorTokens;
  tone: Record<Tone, ToneColors>;
  space: {
    none: string;
    xxsmall: string;
    xsmall: string;
    small: string;
    medium: string;
    large: string;
    xlarge: string;
    xxlarge: string;
    xxxlarge: string;
  };
  radius: { none: string; sm: string; md: string; lg: string; full: string };
  font: {
    family: { body: string; heading: string; mono: string };
    size: {
      xs: string;
      sm: string;
      md: string;
      lg: string;
      xl: string;
      xxl: string;
      xxxl: string;
      display: string;
    };
    weight: { regular: string; medium: string; semibold: string; bold: string };
    lineHeight: { tight: string; snug: string; normal: string; relaxed: string };
  };
  shadow: { sm: string; md: string; lg: string };
  zIndex: { base: string; raised: string; sticky: string; overlay: string; modal: string; toast: string };
  size: {
    /** Control heights for buttons and inputs. */
    controlSm: string;
    controlMd: string;
    controlLg: string;
    iconSm: string;
    iconMd: string;
    iconLg: string;
    borderWidth: string;
    focusRingWidth: string;
    focusRingOffset: string;
    containerNarrow: string;
    containerStandard: string;
    containerWide: string;
    headerHeight: string;
    sidebarWidth: string;
    /** The side sheet of the mobile menus. */
    sheetWidth: string;
    /** Dialog widths by size. */
    dialogSm: string;
    dialogMd: string;
    dialogLg: string;
    /** The narrowest column of an auto-filling card grid. */
    gridCardMin: string;
    /** Menus, select lists and tooltips never grow wider than this. */
    popoverMaxWidth: string;
    /** Switch track width (its height is `iconLg`). */
    switchWidth: string;
    /** The toast stack is at most 420 px wide. */
    toastViewport: string;
    /** The legal document editor is at least 300 px tall (docs/product/settings.md). */
    editorMinHeight: string;
    /** The address suggestion list is about 200 px tall and scrolls (docs/product/addresses.md). */
    suggestionListHeight: string;
    /** The email preview frame is 580 px high (docs/product/admin.md). */
    previewFrameHeight: string;
    /** The plot of a chart (`@telehealth/ui/charts`): tall enough for 30 bars' axis and a legend. */
    chartHeight: string;
    /** The marketing popup is at most 500 px wide (docs/product/campaigns.md). */
    popupWidth: string;
  };
  motion: { durationFast: string; durationNormal: string; durationSlow: string; easing: string };
};

/** Breakpoints in pixels. Media queries cannot read custom properties, so these stay plain numbers. */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024, wide: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media queries for the breakpoints, for use in `.css.ts` files (`'@media': mediaQuery.tablet`). */
export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  /** Below the tablet breakpoint: where the header links and the sidebar move into sheets. */
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
} as const;

const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

/** Everything but colour and shadow is shared by all themes. */
const scales: Omit<ThemeTokens, 'color' | 'tone' | 'shadow'> = {
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
    xxxlarge: '48px',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  font: {
    family: {
      body: systemSans,
      heading: systemSans,
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    },
    size: {
      xs: '12px',
      sm: '14px',
      md: '16px',
      lg: '18px',
      xl: '20px',
      xxl: '24px',
      xxxl: '30px',
      display: '36px',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.2', snug: '1.35', normal: '1.5', relaxed: '1.65' },
  },
  zIndex: { base: '0', raised: '1', sticky: '100', overlay: '1000', modal: '1001', toast: '1100' },
  size: {
    controlSm: '32px',
    controlMd: '40px',
    controlLg: '48px',
    iconSm: '16px',
    iconMd: '20px',
    iconLg: '24px',
    borderWidth: '1px',
    focusRingWidth: '2px',
    focusRingOffset: '2px',
    containerNarrow: '720px',
    containerStandard: '1200px',
    containerWide: '1440px',
    headerHeight: '64px',
    sidebarWidth: '264px',
    sheetWidth: '320px',
    dialogSm: '400px',
    dialogMd: '560px',
    dialogLg: '800px',
    gridCardMin: '280px',
    popoverMaxWidth: '320px',
    switchWidth: '40px',
    toastViewport: '420px',
    editorMinHeight: '300px',
    suggestionListHeight: '200px',
    previewFrameHeight: '580px',
    chartHeight: '280px',
    popupWidth: '500px',
  },
  motion: {
    durationFast: '120ms',
    durationNormal: '200ms',
    durationSlow: '300ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
};

/**
 * Light: a calm clinical palette. Deep teal for action, cool slate greys for text, and tones whose
 * text colours reach WCAG AA (4.5:1) on their surfaces; `theme.test.ts` checks every pairing.
 */
export const lightTokens: ThemeTokens = {
  ...scales,
  color: {
    background: '#f6f8f9',
    foreground: '#15232b',
    surface: '#ffffff',
    surfaceMuted: '#edf1f3',
    muted: '#4b5c66',
    border: '#d6dee2',
    borderStrong: '#7a8a94',
    focusRing: '#1a62c7',
    overlay: 'rgba(12, 22, 28, 0.55)',
    brand: '#0b6472',
    brandAccent: '#2a9d8f',
    primary: '#0b6472',
    primaryHover: '#09525d',
    primaryActive: '#07424b',
    onPrimary: '#ffffff',
    primarySubtle: '#e3f1f2',
    primarySubtleHover: '#d0e7e9',
    onPrimarySubtle: '#08505b',
    destructive: '#b42318',
    destructiveHover: '#982016',
    destructiveActive: '#7a1a12',
    onDestructive: '#ffffff',
    link: '#0a5c69',
    linkHover: '#073f48',
    disabledForeground: '#53626b',
    disabledSurface: '#e4e9ec',
  },
  tone: {
    neutral: {
      surface: '#eef2f4',
      surfaceHover: '#e1e8eb',
      border: '#cdd6db',
      foreground: '#2b3a43',
      solid: '#4b5c66',
      solidHover: '#3c4a53',
      solidActive: '#2f3b42',
      onSolid: '#ffffff',
    },
    info: {
      surface: '#e8f1fb',
      surfaceHover: '#d7e6f7',
      border: '#b4cdee',
      foreground: '#16467f',
      solid: '#1a5fb4',
      solidHover: '#164f96',
      solidActive: '#123f78',
      onSolid: '#ffffff',
    },
    positive: {
      surface: '#e6f5ec',
      surfaceHover: '#d2ecdc',
      border: '#a9d9bc',
      foreground: '#115c37',
      solid: '#137344',
      solidHover: '#0f5e38',
      solidActive: '#0b4a2c',
      onSolid: '#ffffff',
    },
    caution: {
      surface: '#fdf5e1',
      surfaceHover: '#faebc4',
      border: '#ecd08d',
      foreground: '#6e4500',
      solid: '#f0b429',
      solidHover: '#e0a214',
      solidActive: '#cf930c',
      onSolid: '#2e1f00',
    },
    critical: {
      surface: '#fdecea',
      surfaceHover: '#fadad6',
      border: '#f1b9b3',
      foreground: '#9b2116',
      solid: '#b42318',
      solidHover: '#982016',
      solidActive: '#7a1a12',
      onSolid: '#ffffff',
    },
    // The brand tone is the primary colour's family: the main action, the current item.
    brand: {
      surface: '#e3f1f2',
      surfaceHover: '#d0e7e9',
      border: '#a9d2d8',
      foreground: '#08505b',
      solid: '#0b6472',
      solidHover: '#09525d',
      solidActive: '#07424b',
      onSolid: '#ffffff',
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 32, 40, 0.08)',
    md: '0 2px 4px rgba(16, 32, 40, 0.06), 0 4px 12px rgba(16, 32, 40, 0.08)',
    lg: '0 8px 24px rgba(16, 32, 40, 0.14), 0 2px 6px rgba(16, 32, 40, 0.08)',
  },
};

/** Dark: the same roles on deep slate, with lighter teal for action. */
export const darkTokens: ThemeTokens = {
  ...scales,
  color: {
    background: '#0e171c',
    foreground: '#e5edf1',
    surface: '#152128',
    surfaceMuted: '#1c2b33',
    muted: '#a5b5be',
    border: '#2a3a43',
    borderStrong: '#6b808c',
    focusRing: '#7db4ff',
    overlay: 'rgba(0, 0, 0, 0.65)',
    brand: '#5cc3cf',
    brandAccent: '#62c7b8',
    primary: '#5cc3cf',
    primaryHover: '#7bd0da',
    primaryActive: '#9adce4',
    onPrimary: '#06252b',
    primarySubtle: '#17343b',
    primarySubtleHover: '#1e424a',
    onPrimarySubtle: '#a8e2e9',
    destructive: '#f0857a',
    destructiveHover: '#f4a098',
    destructiveActive: '#f7b8b1',
    onDestructive: '#2b0804',
    link: '#7fd0da',
    linkHover: '#b0e5eb',
    disabledForeground: '#8b9ba4',
    disabledSurface: '#223139',
  },
  tone: {
    neutral: {
      surface: '#1c2b33',
      surfaceHover: '#243741',
      border: '#34464f',
      foreground: '#d3dee4',
      solid: '#a5b5be',
      solidHover: '#b9c7cf',
      solidActive: '#cdd8de',
      onSolid: '#0e171c',
    },
    info: {
      surface: '#132840',
      surfaceHover: '#1a3453',
      border: '#27496f',
      foreground: '#a9ccf5',
      solid: '#7db4ff',
      solidHover: '#9cc6ff',
      solidActive: '#bad8ff',
      onSolid: '#0a1a2e',
    },
    positive: {
      surface: '#10301f',
      surfaceHover: '#163e29',
      border: '#215238',
      foreground: '#9edcb7',
      solid: '#5fcf8f',
      solidHover: '#7fdaa6',
      solidActive: '#9fe4bc',
      onSolid: '#06210f',
    },
    caution: {
      surface: '#33270a',
      surfaceHover: '#42330e',
      border: '#5c4812',
      foreground: '#f3d48a',
      solid: '#f0b429',
      solidHover: '#f3c353',
      solidActive: '#f6d27d',
      onSolid: '#2e1f00',
    },
    critical: {
      surface: '#3a1512',
      surfaceHover: '#4a1c18',
      border: '#66281f',
      foreground: '#f7b3aa',
      solid: '#f0857a',
      solidHover: '#f4a098',
      solidActive: '#f7b8b1',
      onSolid: '#2b0804',
    },
    brand: {
      surface: '#17343b',
      surfaceHover: '#1e424a',
      border: '#2b5862',
      foreground: '#a8e2e9',
      solid: '#5cc3cf',
      solidHover: '#7bd0da',
      solidActive: '#9adce4',
      onSolid: '#06252b',
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 2px 4px rgba(0, 0, 0, 0.35), 0 4px 12px rgba(0, 0, 0, 0.35)',
    lg: '0 8px 24px rgba(0, 0, 0, 0.5), 0 2px 6px rgba(0, 0, 0, 0.35)',
  },
};
