import { CONTRAST_THRESHOLD } from './constants';

/** `#rgb`, `#rrggbb` (also `#rrggbbaa`, alpha ignored) or `rgb(r, g, b)` as [r, g, b]; null when unreadable. */
export function parseColour(colour: string): [number, number, number] | null {
  const value = colour.trim();
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value);
  if (hex) {
    let digits = hex[1]!;
    if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*[, ]\s*(\d{1,3})/i.exec(value);
  if (rgb) return [rgb[1], rgb[2], rgb[3]].map((n) => Math.min(255, Number(n))) as [number, number, number];
  return null;
}

/** Perceived brightness (0–255): (R×299 + G×587 + B×114) / 1000. */
export function brightness([r, g, b]: readonly [number, number, number]): number {
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/**
 * The text colour to put on `background`: '#000' when its brightness is at least 125, '#fff' otherwise.
 * An unreadable colour counts as dark (the brand's backgrounds are).
 */
export function textColorOn(background: string): '#000' | '#fff' {
  const rgb = parseColour(background);
  if (!rgb) return '#fff';
  return brightness(rgb) >= CONTRAST_THRESHOLD ? '#000' : '#fff';
}

/**
 * Text over a banner: a band fading into the banner's own colour, with the text colour the contrast
 * rule picks for that colour. Unreadable colours fall back to the dark band with white text.
 */
export function bannerTextStyle(background: string): { color: '#000' | '#fff'; backgroundImage: string } {
  const rgb = parseColour(background) ?? [31, 26, 28];
  const [r, g, b] = rgb;
  return {
    color: brightness(rgb) >= CONTRAST_THRESHOLD ? '#000' : '#fff',
    backgroundImage: `linear-gradient(180deg, rgba(${r}, ${g}, ${b}, 0) 0%, rgba(${r}, ${g}, ${b}, 0.92) 45%, rgba(${r}, ${g}, ${b}, 0.96) 100%)`,
  };
}
