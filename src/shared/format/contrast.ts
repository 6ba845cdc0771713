/** Spec §9 text-colour contrast: brightness = (R×299 + G×587 + B×114) / 1000; ≥ 125 → black text, else white. */
export const CONTRAST_THRESHOLD = 125;

/** '#abc', '#aabbcc' (or without '#') → [r, g, b]; null when unreadable. */
export function parseHex(color: string): [number, number, number] | null {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex.length === 8 ? hex.slice(0, 6) : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

export function brightness(color: string): number | null {
  const rgb = parseHex(color);
  if (!rgb) return null;
  const [r, g, b] = rgb;
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** Black on light colours, white on dark ones; black when the colour cannot be read. */
export function textColorOn(background: string): '#000000' | '#ffffff' {
  const value = brightness(background);
  if (value === null) return '#000000';
  return value >= CONTRAST_THRESHOLD ? '#000000' : '#ffffff';
}
