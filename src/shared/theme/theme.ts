import type { ThemeConfig } from 'antd';

/** Brand palette. Primary is a deep rose; white text on it is ≈6.5:1 (WCAG AA). */
export const brand = {
  primary: '#B0264F',
  primaryDark: '#8E1B3E',
  primarySoft: '#FBEAF0',
  background: '#FAF6F7',
  surface: '#FFFFFF',
  text: '#1F1A1C',
  textMuted: '#5C5357',
  border: '#EADFE3',
  /** antd's default #ff4d4f is 3.3:1 on white; this red is 5.6:1. */
  danger: '#C62828',
} as const;

/**
 * The phone's own font (Roboto on Android, San Francisco on iPhone; both carry every Vietnamese diacritic). A web
 * font was tried and dropped (issue #15): 69 KB, and each face arriving re-laid out every line of text — up to
 * 72 ms of layout on this machine, +150–250 ms of blocking time on /home under Lighthouse's mobile throttling.
 */
export const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

/** The one antd theme, shared by server rendering and the browser. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorLink: brand.primary,
    colorLinkHover: brand.primaryDark,
    colorText: brand.text,
    colorTextSecondary: brand.textMuted,
    // antd's default tertiary/description greys are below 4.5:1 on white.
    colorTextTertiary: brand.textMuted,
    colorTextDescription: brand.textMuted,
    colorError: brand.danger,
    colorBgLayout: brand.background,
    colorBorderSecondary: brand.border,
    borderRadius: 10,
    borderRadiusLG: 14,
    fontFamily,
    fontSize: 15,
    controlHeight: 44,
  },
  components: {
    Button: { fontWeight: 600 },
  },
};

/** Relative luminance of a #RRGGBB colour (WCAG 2.x). */
export function relativeLuminance(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const [r, g, b] = match.slice(1, 4).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two #RRGGBB colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
