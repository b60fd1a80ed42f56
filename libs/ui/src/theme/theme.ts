/** Colour pairs of a badge tone. */
export interface ToneColors {
  background: string;
  foreground: string;
  border: string;
}

export type BadgeTone = 'green' | 'yellow' | 'orange' | 'red' | 'blue' | 'purple' | 'grey';

export const theme = {
  colors: {
    background: '#f7f8fb',
    surface: '#ffffff',
    surfaceMuted: '#eef1f6',
    text: '#0f1a2c',
    textMuted: '#56627a',
    border: '#d9dee8',
    primary: '#0b3d91',
    primaryHover: '#082e6e',
    primaryText: '#ffffff',
    accent: '#d4a017',
    /** The accent hue dark enough for text on light surfaces (WCAG AA, 4.5:1 and more). */
    accentStrong: '#7a5500',
    accentText: '#1b1403',
    danger: '#b42318',
    dangerText: '#ffffff',
    success: '#067647',
    focus: '#2e6bd8',
    overlay: 'rgba(10, 18, 32, 0.55)',
    headerOpaque: 'rgba(255, 255, 255, 0.97)',
    footer: '#0c1628',
    footerText: '#c9d2e3',
  },
  tones: {
    green: { background: '#dcfae6', foreground: '#085d3a', border: '#a9efc5' },
    yellow: { background: '#fef7c3', foreground: '#854a0e', border: '#fde272' },
    orange: { background: '#fdead7', foreground: '#9c2a10', border: '#f9dbaf' },
    red: { background: '#fee4e2', foreground: '#912018', border: '#fecdca' },
    blue: { background: '#d1e9ff', foreground: '#194185', border: '#b2ddff' },
    purple: { background: '#ebe9fe', foreground: '#4a1fb8', border: '#d9d6fe' },
    grey: { background: '#f2f4f7', foreground: '#344054', border: '#e4e7ec' },
  } satisfies Record<BadgeTone, ToneColors>,
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 4px 12px rgba(16, 24, 40, 0.1)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
  /** Below 768 px the header turns into a menu button and a drawer. */
  media: { mobile: '@media (max-width: 767.98px)', desktop: '@media (min-width: 768px)' },
  zIndex: { header: 50, overlay: 90, drawer: 100, toast: 200 },
  motion: { fast: '120ms ease-out', normal: '200ms ease-out' },
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  // Declaration merging: every styled component sees the typed theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
