/** Colour helpers for the drawings: Vietnamese colour names → hex, and derived palettes. Standalone. */

/** Vietnamese colour names (catalogue vocabulary plus common extras), keyed in lower case. */
const NAMED: Readonly<Record<string, string>> = {
  'đỏ': '#c62828',
  'đỏ đô': '#7b1e2b',
  'đỏ tươi': '#e53935',
  'trắng': '#f7f5f0',
  'kem': '#f3e5c8',
  'be': '#d9c3a5',
  'nude': '#e3c4a8',
  'hồng': '#ec8fa8',
  'hồng phấn': '#f4b6c2',
  'hồng đào': '#f08a7e',
  'cam': '#ef8a3c',
  'cam đất': '#c8673c',
  'vàng': '#f2c230',
  'vàng đồng': '#c9a13b',
  'vàng kim': '#d4af37',
  'xanh ngọc': '#1fa99b',
  'xanh pastel': '#a8d8e8',
  'xanh navy': '#1f3a68',
  'xanh dương': '#2f6db5',
  'xanh lá': '#4c9a5b',
  'xanh rêu': '#5d6b3a',
  'xanh mint': '#9fdcc4',
  'tím': '#8e5bb5',
  'tím than': '#3b2c5a',
  'tím pastel': '#c9b3e6',
  'nâu': '#7a4e2d',
  'xám': '#8a8f96',
  'ghi': '#8a8f96',
  'xám chì': '#5a5f66',
  'bạc': '#c0c4cc',
  'đen': '#1d1d1f',
};

/** Soft hues used when an item is very light or its colour is unknown. */
const FALLBACK_HUES = [350, 20, 38, 150, 190, 215, 265, 300];

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const n = parseInt(h.length === 3 ? h.replace(/(.)/g, '$1$1') : h, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

function toHex2(v: number): string {
  return Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
}

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${toHex2(r)}${toHex2(g)}${toHex2(b)}`;
}

/** Linear mix of two hex colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Relative luminance 0..1 (sRGB approximation, good enough for contrast decisions). */
export function luminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function rgbToHsl(hex: string): { h: number; s: number; l: number } {
  const { r, g, b } = hexToRgb(hex);
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rr) h = (gg - bb) / d + (gg < bb ? 6 : 0);
  else if (max === gg) h = (bb - rr) / d + 2;
  else h = (rr - gg) / d + 4;
  return { h: h * 60, s, l };
}

export function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const f = (t: number) => {
    let x = t;
    if (x < 0) x += 1;
    if (x > 1) x -= 1;
    const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
    const p = 2 * l - q;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  if (s === 0) return rgbToHex({ r: l * 255, g: l * 255, b: l * 255 });
  return rgbToHex({ r: f(hh + 1 / 3) * 255, g: f(hh) * 255, b: f(hh - 1 / 3) * 255 });
}

/** Hex for a Vietnamese colour name ('Hồng phấn', 'xanh navy'), or for '#rrggbb'; null when unknown. */
export function colourHex(name: string | undefined): string | null {
  if (!name) return null;
  const key = name.normalize('NFC').trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(key)) return key;
  return NAMED[key] ?? null;
}

export interface Palette {
  /** the item colour */
  base: string;
  light: string;
  dark: string;
  /** embroidery / trims */
  accent: string;
  /** background gradient */
  bg1: string;
  bg2: string;
  /** alternate background (image 3) */
  alt1: string;
  alt2: string;
  /** true for white, cream, silver… (needs a stronger background) */
  pale: boolean;
}

/** A palette around the item colour; `seed` (a hash of the key) varies the background hue where free. */
export function makePalette(colour: string | undefined, seed: number): Palette {
  let fallbackHue = FALLBACK_HUES[seed % FALLBACK_HUES.length]!;
  const base = colourHex(colour) ?? hsl(fallbackHue, 0.55, 0.55);
  const { h, s, l } = rgbToHsl(base);
  const pale = l > 0.8;
  const grey = s < 0.12;
  // A pale tinted item (cream, blush) needs a background hue well away from its own.
  const distance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
  for (let i = 1; !grey && distance(fallbackHue, h) < 80 && i < FALLBACK_HUES.length; i++) {
    fallbackHue = FALLBACK_HUES[(seed + i) % FALLBACK_HUES.length]!;
  }
  const bgHue = pale || grey ? fallbackHue : h;
  const light = lighten(base, pale ? 0.5 : 0.28);
  const dark = darken(base, pale ? 0.16 : 0.32);
  let accent: string;
  if (luminance(base) < 0.3) accent = seed % 2 ? '#e2c275' : '#e9e4dc';
  else if (pale) accent = seed % 2 ? '#c9a24a' : '#d9a3ad';
  else if (h > 35 && h < 65) accent = '#b5302f';
  else accent = mix('#f6e3a6', base, 0.15);
  return {
    base,
    light,
    dark,
    accent,
    bg1: hsl(bgHue, pale ? 0.45 : 0.5, pale ? 0.87 : 0.95),
    bg2: hsl(bgHue + 18, pale ? 0.4 : 0.42, pale ? 0.74 : 0.86),
    alt1: hsl(bgHue + 150, 0.35, 0.93),
    alt2: hsl(bgHue + 170, 0.3, 0.84),
    pale,
  };
}
