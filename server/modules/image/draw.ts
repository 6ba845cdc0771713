/**
 * Placeholder art for products and banners as small, deterministic SVG strings (flat illustration style).
 * Products: portrait 600×800; the 4 images of one product show the same item (same colour, pattern and
 * variant, all derived from the key without its index) from different compositions:
 * 1 = front on a hanger, 2 = detail close-up, 3 = mirrored "back" view on another background, 4 = flat-lay.
 * Banners: landscape 1200×600, shapes only (the page renders the title as text), item on the right.
 */
import { lighten, makePalette, mix, type Palette } from './palette';
import { SHAPES, shapeFor, type Shape, type ShapeKind } from './shapes';

export interface ImageMeta {
  kind: 'product' | 'banner';
  categoryLink?: string;
  /** Vietnamese colour name ('Hồng phấn'), mapped to hex; unknown names fall back to a pleasant hue. */
  colour?: string;
  /** 1-based image index; defaults to the trailing '/n' of the key, else 1. */
  index?: number;
  title?: string;
}

export const PRODUCT_VIEWBOX = { width: 600, height: 800 } as const;
export const BANNER_VIEWBOX = { width: 1200, height: 600 } as const;

/** FNV-1a, 32 bit. */
export function hashKey(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

type PatternKind = 'dots' | 'florals' | 'brocade' | 'sequins' | 'pinstripe' | 'check' | 'weave' | 'quilted' | 'waves' | 'lace' | 'plain';

const PATTERNS_FOR: Readonly<Record<ShapeKind, readonly PatternKind[]>> = {
  aodai: ['florals', 'brocade', 'dots', 'brocade', 'plain'],
  gownLong: ['sequins', 'sequins', 'plain', 'dots', 'lace'],
  gownShort: ['dots', 'sequins', 'florals', 'plain'],
  wedding: ['lace', 'sequins', 'lace', 'plain'],
  suitMen: ['pinstripe', 'plain', 'check', 'plain'],
  suitWomen: ['check', 'plain', 'pinstripe', 'dots'],
  kids: ['dots', 'florals', 'dots', 'plain'],
  bag: ['quilted', 'plain', 'weave', 'dots'],
  shoe: ['plain', 'sequins', 'plain'],
  jewellery: ['plain'],
  scarf: ['florals', 'check', 'waves', 'dots'],
  headpiece: ['brocade', 'florals', 'sequins'],
};

function patternDef(kind: PatternKind, p: Palette, seed: number): string {
  const ink = p.pale ? p.dark : p.accent;
  const open = (w: number, h: number, rotate = 0) =>
    `<pattern id="p" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${rotate ? ` patternTransform="rotate(${rotate})"` : ''}>`;
  switch (kind) {
    case 'dots':
      return `${open(26, 26)}<circle cx="6" cy="6" r="2.6" fill="${ink}" opacity=".6"/><circle cx="19" cy="19" r="2.6" fill="${ink}" opacity=".6"/></pattern>`;
    case 'florals': {
      const petals = (x: number, y: number, r: number) =>
        [0, 72, 144, 216, 288].map((a) => `<circle cx="${(x + Math.cos((a * Math.PI) / 180) * r).toFixed(1)}" cy="${(y + Math.sin((a * Math.PI) / 180) * r).toFixed(1)}" r="${(r * 0.7).toFixed(1)}"/>`).join('');
      return `${open(64, 64, seed % 2 ? 12 : 0)}<g fill="${ink}" opacity=".55">${petals(16, 16, 6)}${petals(48, 46, 4.5)}</g><circle cx="16" cy="16" r="2.5" fill="${p.light}"/><circle cx="48" cy="46" r="2" fill="${p.light}"/><path d="M30 30q6-8 12-2M6 44q6-2 8 6" stroke="${ink}" stroke-width="2" fill="none" opacity=".45"/></pattern>`;
    }
    case 'brocade':
      return `${open(40, 40)}<path d="M20 2L38 20L20 38L2 20Z" fill="none" stroke="${ink}" stroke-width="1.6" opacity=".45"/><g fill="${ink}" opacity=".6"><circle cx="20" cy="15" r="2.6"/><circle cx="20" cy="25" r="2.6"/><circle cx="15" cy="20" r="2.6"/><circle cx="25" cy="20" r="2.6"/></g><circle cx="0" cy="0" r="2" fill="${ink}" opacity=".5"/><circle cx="40" cy="40" r="2" fill="${ink}" opacity=".5"/></pattern>`;
    case 'sequins': {
      let dots = '';
      for (let i = 0; i < 7; i++) {
        const x = (seed >> (i * 3)) % 30;
        const y = (i * 11 + ((seed >> i) % 7)) % 30;
        dots += `<circle cx="${x}" cy="${y}" r="${1.4 + (i % 3) * 0.6}" fill="#fff" opacity="${(0.35 + (i % 4) * 0.15).toFixed(2)}"/>`;
      }
      return `${open(30, 30)}${dots}</pattern>`;
    }
    case 'pinstripe':
      return `${open(16, 16)}<path d="M8 0V16" stroke="${p.pale ? p.dark : lighten(p.base, 0.45)}" stroke-width="1.2" opacity=".45"/></pattern>`;
    case 'check':
      return `${open(44, 44)}<rect x="0" y="18" width="44" height="8" fill="${p.dark}" opacity=".18"/><rect x="18" y="0" width="8" height="44" fill="${p.dark}" opacity=".18"/><path d="M0 6H44M6 0V44" stroke="${ink}" stroke-width="1.2" opacity=".4"/></pattern>`;
    case 'weave':
      return `${open(18, 18)}<rect width="9" height="9" fill="${p.dark}" opacity=".2"/><rect x="9" y="9" width="9" height="9" fill="${p.dark}" opacity=".2"/><path d="M0 4.5H9M13.5 9V18" stroke="#fff" stroke-width="1" opacity=".35"/></pattern>`;
    case 'quilted':
      return `${open(34, 34, 45)}<path d="M0 0H34M0 0V34" stroke="${p.dark}" stroke-width="1.6" opacity=".35"/><circle cx="0" cy="0" r="1.8" fill="${p.light}"/></pattern>`;
    case 'waves':
      return `${open(40, 22)}<path d="M0 11Q10 1 20 11T40 11" fill="none" stroke="${ink}" stroke-width="2" opacity=".55"/></pattern>`;
    case 'lace':
      return `${open(36, 36)}<g fill="none" stroke="#fff" stroke-width="1.4" opacity=".75"><circle cx="18" cy="18" r="7"/><circle cx="18" cy="18" r="2.5"/><path d="M0 0Q9 6 18 0M18 36Q27 30 36 36"/></g><circle cx="0" cy="18" r="1.6" fill="#fff" opacity=".7"/><circle cx="36" cy="18" r="1.6" fill="#fff" opacity=".7"/></pattern>`;
    case 'plain':
      return `${open(120, 120)}<path d="M0 120L120 0" stroke="#fff" stroke-width="22" opacity=".06"/></pattern>`;
  }
}

/** Common gradient definitions: #f fabric, #bg background. */
function defs(p: Palette, pattern: string, bgA: string, bgB: string, diagonal: boolean, extra = ''): string {
  return (
    `<defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset=".5" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="${diagonal ? 1 : 0}" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient>` +
    `${pattern}${extra}</defs>`
  );
}

const HANGER =
  '<path d="M300 100V86Q300 64 318 64Q334 64 334 80Q334 92 320 98" fill="none" stroke="#8d8d92" stroke-width="5" stroke-linecap="round"/>' +
  '<path d="M300 100L176 152Q162 160 178 162L422 162Q438 160 424 152Z" fill="none" stroke="#a57a52" stroke-width="8" stroke-linejoin="round"/>';

function sprig(x: number, y: number, angle: number, colour: string, scale = 1): string {
  let leaves = '';
  for (let i = 0; i < 6; i++) {
    const side = i % 2 ? 1 : -1;
    leaves += `<ellipse cx="${side * 14}" cy="${-i * 26 - 14}" rx="13" ry="7" transform="rotate(${side * 35} ${side * 14} ${-i * 26 - 14})"/>`;
  }
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})"><path d="M0 0V-160" stroke="${colour}" stroke-width="3"/><g fill="${colour}">${leaves}</g></g>`;
}

function spark(x: number, y: number, s: number, fill: string, opacity: number): string {
  return `<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z" fill="${fill}" opacity="${opacity}"/>`;
}

function productSvg(key: string, meta: ImageMeta): string {
  const itemKey = key.replace(/\/\d+$/, '');
  const v = hashKey(itemKey);
  const fromKey = /\/(\d+)$/.exec(key);
  const raw = meta.index ?? (fromKey ? Number(fromKey[1]) : 1);
  const index = ((Math.max(1, Math.floor(raw) || 1) - 1) % 4) + 1;
  const kind = shapeFor(meta.categoryLink, itemKey);
  const p = makePalette(meta.colour, v);
  const patterns = PATTERNS_FOR[kind];
  const pattern = patternDef(patterns[(v >>> 3) % patterns.length]!, p, v);
  const shape: Shape = SHAPES[kind]({ p, v: v >>> 5 });
  const open = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">';
  const leaf = mix(p.bg2, '#5f7f5a', 0.55);

  if (index === 2) {
    const [fx, fy] = shape.focus;
    const s = 2.1;
    return (
      open +
      defs(p, pattern, p.bg1, p.bg2, true) +
      '<rect width="600" height="800" fill="url(#bg)"/>' +
      `<g transform="translate(${(300 - fx * s).toFixed(1)} ${(400 - fy * s).toFixed(1)}) scale(${s})">${shape.svg}</g>` +
      '<rect x="18" y="18" width="564" height="764" rx="22" fill="none" stroke="#fff" stroke-width="4" opacity=".7"/>' +
      '</svg>'
    );
  }

  if (index === 3) {
    return (
      open +
      defs(p, pattern, p.alt1, p.alt2, true) +
      '<rect width="600" height="800" fill="url(#bg)"/>' +
      `<path d="M110 800V330A190 190 0 0 1 490 330V800Z" fill="#fff" opacity="${p.pale ? 0.2 : 0.45}"/>` +
      sprig(70, 800, 18, leaf, 1.3) +
      sprig(540, 800, -22, leaf, 1) +
      `<ellipse cx="300" cy="770" rx="170" ry="14" fill="#000" opacity=".08"/>` +
      `<g transform="matrix(-.92 0 0 .92 576 40)">${shape.hanger ? HANGER : ''}${shape.svg}</g>` +
      '</svg>'
    );
  }

  if (index === 4) {
    const linen = p.pale ? mix(p.bg2, '#d9cbbd', 0.3) : mix(p.bg1, '#f4eee6', 0.6);
    const texture = `<pattern id="t" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 4H8" stroke="#000" stroke-width="1" opacity=".035"/></pattern><filter id="sh" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="6" dy="10" stdDeviation="9" flood-color="#000" flood-opacity=".18"/></filter>`;
    return (
      open +
      defs(p, pattern, linen, mix(linen, p.bg2, 0.35), false, texture) +
      '<rect width="600" height="800" fill="url(#bg)"/><rect width="600" height="800" fill="url(#t)"/>' +
      sprig(520, 40, 200, leaf, 1.1) +
      `<circle cx="92" cy="706" r="46" fill="${lighten(p.accent, 0.35)}"/><circle cx="92" cy="706" r="30" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/>` +
      `<path d="M480 700l60 -18l8 26l-60 18z" fill="#fff" opacity=".85"/><circle cx="492" cy="708" r="4" fill="${p.dark}"/>` +
      (p.pale ? '' : '<rect x="96" y="92" width="408" height="612" rx="6" fill="#fff" opacity=".5" transform="rotate(5 300 400)"/>') +
      `<g filter="url(#sh)" transform="rotate(-7 300 400) translate(30 40) scale(.9)">${shape.svg}</g>` +
      '</svg>'
    );
  }

  // 1: front view
  return (
    open +
    defs(p, pattern, p.bg1, p.bg2, false) +
    '<rect width="600" height="800" fill="url(#bg)"/>' +
    `<circle cx="300" cy="400" r="262" fill="#fff" opacity="${p.pale ? 0.18 : 0.35}"/>` +
    spark(96, 120, 12, '#fff', 0.8) +
    spark(510, 200, 8, '#fff', 0.7) +
    '<ellipse cx="300" cy="778" rx="180" ry="14" fill="#000" opacity=".08"/>' +
    (shape.hanger ? HANGER : '') +
    shape.svg +
    '</svg>'
  );
}

type BannerMotif = 'tet' | 'wedding' | 'sale' | 'sparkle';

function bannerMotif(meta: ImageMeta, key: string): BannerMotif {
  const title = (meta.title ?? '').normalize('NFC').toLowerCase();
  const slug = `-${key.slice(key.indexOf('/') + 1)}-`;
  if (/tết|xuân/.test(title) || /-tet-/.test(slug)) return 'tet';
  if (/cưới|cô dâu/.test(title) || /-(vay-cuoi|mua-cuoi|dam-cuoi|co-dau)-/.test(slug)) return 'wedding';
  if (/giảm|sale|xả|%/.test(title) || /-(sale|onsale|xa-kho|giam-gia)-/.test(slug)) return 'sale';
  return 'sparkle';
}

function bannerSvg(key: string, meta: ImageMeta): string {
  const v = hashKey(key);
  const kind = shapeFor(meta.categoryLink, key);
  const p = makePalette(meta.colour, v);
  const patterns = PATTERNS_FOR[kind];
  const pattern = patternDef(patterns[(v >>> 3) % patterns.length]!, p, v);
  const shape = SHAPES[kind]({ p, v: v >>> 5 });
  const motif = bannerMotif(meta, key);
  const leaf = mix(p.bg2, '#5f7f5a', 0.55);
  let decor = '';
  if (motif === 'tet') {
    const branch = '<path d="M1200 40Q1040 60 980 150Q940 210 880 220M1040 80Q1020 130 1060 170" fill="none" stroke="#6d4c3d" stroke-width="7" stroke-linecap="round"/>';
    let blossoms = '';
    const spots: Array<[number, number]> = [[1120, 52], [1010, 112], [960, 170], [900, 214], [1050, 150], [1062, 176], [1160, 40]];
    for (const [x, y] of spots) {
      blossoms += `<g fill="#f6c443">${[0, 72, 144, 216, 288].map((a) => `<circle cx="${(x + Math.cos((a * Math.PI) / 180) * 9).toFixed(1)}" cy="${(y + Math.sin((a * Math.PI) / 180) * 9).toFixed(1)}" r="7"/>`).join('')}</g><circle cx="${x}" cy="${y}" r="4" fill="#d9822b"/>`;
    }
    decor = branch + blossoms;
  } else if (motif === 'wedding') {
    decor =
      '<g fill="none" stroke="#d4af37" stroke-width="7"><circle cx="1060" cy="120" r="34"/><circle cx="1104" cy="120" r="34"/></g>' +
      '<path d="M160 470c-20-26 10-50 28-28c18-22 48 2 28 28l-28 30z" fill="#fff" opacity=".6"/>';
  } else if (motif === 'sale') {
    const colours = [p.accent, '#fff', p.dark, '#e8776f'];
    for (let i = 0; i < 16; i++) {
      const x = 520 + ((i * 137 + (v % 89)) % 640);
      const y = 24 + ((i * 83 + (v % 97)) % 540);
      decor += `<rect x="${x}" y="${y}" width="22" height="11" rx="3" fill="${colours[i % 4]}" transform="rotate(${(i * 37) % 180} ${x + 11} ${y + 5})" opacity=".8"/>`;
    }
    decor += '<g transform="translate(1040 70) rotate(18)"><path d="M0 0H70L96 30L70 60H0Z" fill="#e8776f"/><circle cx="72" cy="30" r="7" fill="#fff"/></g>';
  } else {
    for (let i = 0; i < 6; i++) decor += spark(560 + ((i * 151 + v) % 600), 60 + ((i * 97 + (v >> 4)) % 480), 8 + (i % 3) * 5, '#fff', 0.8);
  }
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">' +
    defs(p, pattern, p.bg1, p.bg2, true) +
    '<rect width="1200" height="600" fill="url(#bg)"/>' +
    `<path d="M700 0H1200V600H520Z" fill="${p.light}" opacity=".22"/>` +
    `<circle cx="${150 + (v % 120)}" cy="540" r="190" fill="#fff" opacity=".3"/>` +
    `<circle cx="1110" cy="${90 + (v % 60)}" r="160" fill="${p.light}" opacity=".4"/>` +
    `<g fill="${p.dark}" opacity=".18">${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => `<circle cx="${56 + (i % 4) * 22}" cy="${52 + Math.floor(i / 4) * 22}" r="4"/>`).join('')}</g>` +
    `<path d="M586 600V240A174 174 0 0 1 934 240V600Z" fill="#fff" opacity=".42"/>` +
    sprig(548, 600, -20, leaf, 1.3) +
    sprig(990, 600, 24, leaf, 1.1) +
    decor +
    '<ellipse cx="760" cy="580" rx="160" ry="12" fill="#000" opacity=".08"/>' +
    `<g transform="translate(544 14) scale(.72)">${shape.hanger ? HANGER : ''}${shape.svg}</g>` +
    '</svg>'
  );
}

/** Deterministic SVG for an image key: same key and meta always give the same string. */
export function drawImageSvg(key: string, meta: ImageMeta): string {
  return meta.kind === 'banner' ? bannerSvg(key, meta) : productSvg(key, meta);
}

