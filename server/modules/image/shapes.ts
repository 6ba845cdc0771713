/**
 * Flat-design silhouettes on a 600×800 canvas, centred on x = 300. Each garment piece is painted twice:
 * once with the fabric gradient (#f) and once with the fabric pattern (#p) on top.
 */
import { darken, lighten, luminance, mix, rgbToHsl, type Palette } from './palette';

export type ShapeKind =
  | 'aodai'
  | 'gownLong'
  | 'gownShort'
  | 'wedding'
  | 'suitMen'
  | 'suitWomen'
  | 'kids'
  | 'bag'
  | 'shoe'
  | 'jewellery'
  | 'scarf'
  | 'headpiece';

export interface ShapeContext {
  p: Palette;
  /** hash of the key, for variants */
  v: number;
}

export interface Shape {
  svg: string;
  /** point to zoom on for the detail image */
  focus: readonly [number, number];
  /** hang it on a hanger in the front view */
  hanger: boolean;
}

const fab = (d: string, extra = '') => `<path d="${d}" fill="url(#f)"${extra}/><path d="${d}" fill="url(#p)"/>`;
const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
/** Mirror of an element around x = 300. */
const mirror = (svg: string) => `<g transform="matrix(-1 0 0 1 600 0)">${svg}</g>`;

function flower(x: number, y: number, r: number, fill: string, centre: string): string {
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const a = (i * 72 * Math.PI) / 180;
    petals += `<circle cx="${(x + Math.cos(a) * r).toFixed(1)}" cy="${(y + Math.sin(a) * r).toFixed(1)}" r="${(r * 0.78).toFixed(1)}"/>`;
  }
  return `<g fill="${fill}">${petals}</g><circle cx="${x}" cy="${y}" r="${(r * 0.55).toFixed(1)}" fill="${centre}"/>`;
}

function sparkle(x: number, y: number, s: number, fill: string, opacity = 0.9): string {
  return `<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** Áo dài: mandarin collar, long fitted sleeves, two long flaps over wide trousers. */
function aodai({ p, v }: ShapeContext): Shape {
  const pants = p.pale ? '#ffffff' : '#fbf6ea';
  const backFlap = `<path d="M246 330L354 330L418 748Q300 770 182 748Z" fill="${p.dark}"/>`;
  const trousers = `<path d="M240 342L360 342L392 774L308 774L300 470L292 774L208 774Z" fill="${pants}" stroke="${p.dark}" stroke-opacity=".18" stroke-width="2"/>`;
  const front = fab('M244 326L356 326L368 738Q300 756 232 738Z');
  const torso = fab('M276 150L214 178Q200 184 198 200L206 222Q220 232 222 240Q232 288 244 326L244 338L356 338L356 326Q368 288 378 240Q380 232 394 222L402 200Q400 184 386 178L324 150Q300 160 276 150Z');
  const sleeve = fab('M214 178Q196 182 190 206L158 428Q168 442 184 436L222 246Z');
  const collar = `<path d="M274 126L326 126L327 152Q300 162 273 152Z" fill="${p.dark}"/><path d="M278 131L322 131" stroke="${p.accent}" stroke-width="2"/>`;
  const raglan = line('M322 152Q344 170 380 226', p.accent, 3) + [0, 1, 2].map((i) => `<circle cx="${330 + i * 15}" cy="${161 + i * 19}" r="3.2" fill="${p.accent}"/>`).join('');
  const motifY = 560 + (v % 3) * 40;
  const motif =
    flower(300, motifY, 17, p.accent, p.light) +
    flower(276, motifY + 58, 11, p.accent, p.light) +
    flower(322, motifY + 92, 9, p.accent, p.light) +
    line(`M300 ${motifY + 20}Q282 ${motifY + 40} 276 ${motifY + 50}M300 ${motifY + 20}Q318 ${motifY + 60} 322 ${motifY + 84}`, p.accent, 3);
  const shoulderMotif = flower(250, 205, 9, p.accent, p.light) + flower(266, 236, 6, p.accent, p.light);
  const svg = backFlap + trousers + sleeve + mirror(sleeve) + torso + front + collar + raglan + motif + shoulderMotif;
  return { svg, focus: [300, motifY + 40], hanger: true };
}

/** Bodice shared by dresses: straps, sweetheart neckline, fitted to the waist at y ≈ 330. */
function bodice(p: Palette, v: number): string {
  const straps = v % 2 ? line('M266 150L258 214M334 150L342 214', p.dark, 5) : line('M262 206L238 170M338 206L362 170', p.dark, 6);
  return straps + fab('M254 212Q278 192 300 214Q322 192 346 212L352 262Q344 300 340 332L260 332Q256 300 248 262Z');
}

/** Long evening gown, mermaid or A-line by variant. */
function gownLong({ p, v }: ShapeContext): Shape {
  const mermaid = v % 3 !== 0;
  const skirt = mermaid
    ? 'M260 330L340 330Q366 384 360 442Q352 520 338 590Q382 690 446 768Q404 786 372 774Q340 790 300 780Q262 792 228 774Q196 786 154 768Q218 690 262 590Q248 520 240 442Q234 384 260 330Z'
    : 'M260 330L340 330Q392 520 450 770Q300 792 150 770Q208 520 260 330Z';
  const folds = mermaid
    ? line('M300 600Q296 690 300 772M270 640Q250 700 222 770M330 640Q350 700 378 770', p.dark, 2.5, ' opacity=".35"')
    : line('M300 360Q296 560 300 780M280 380Q250 560 214 772M320 380Q350 560 386 772', p.dark, 2.5, ' opacity=".35"');
  const belt = `<path d="M258 326Q300 336 342 326L343 342Q300 352 257 342Z" fill="${p.accent}"/>`;
  let glitter = '';
  for (let i = 0; i < 9; i++) glitter += sparkle(236 + ((i * 53 + v) % 130), 420 + ((i * 97 + v) % 330), 5 + (i % 3) * 2, '#ffffff', 0.75);
  return { svg: fab(skirt) + bodice(p, v) + belt + folds + glitter, focus: [300, 300], hanger: true };
}

/** Short party dress with a full skirt and a bow. */
function gownShort({ p, v }: ShapeContext): Shape {
  const skirt = fab('M258 330L342 330Q394 452 436 598Q402 614 368 604Q334 620 300 608Q266 620 232 604Q198 614 164 598Q206 452 258 330Z');
  const folds = line('M300 350L300 600M278 350L240 596M322 350L360 596', p.dark, 2.5, ' opacity=".3"');
  const puff = v % 2 ? `<ellipse cx="244" cy="214" rx="26" ry="20" fill="url(#f)"/><ellipse cx="356" cy="214" rx="26" ry="20" fill="url(#f)"/>` : '';
  const bow = `<path d="M300 334L262 312L264 360ZM300 334L338 312L336 360Z" fill="${p.accent}"/><circle cx="300" cy="334" r="9" fill="${p.dark}"/>`;
  const petticoat = `<path d="M172 600Q300 632 428 600L434 612Q300 646 166 612Z" fill="#ffffff" opacity=".75"/>`;
  return { svg: petticoat + skirt + folds + puff + bodice(p, v) + bow, focus: [300, 330], hanger: true };
}

/** Wedding gown: sweetheart bodice, big scalloped skirt and a translucent veil. */
function wedding({ p, v }: ShapeContext): Shape {
  const veil = `<path d="M300 92Q186 190 132 700Q300 760 468 700Q414 190 300 92Z" fill="#ffffff" opacity=".38" stroke="#ffffff" stroke-opacity=".8" stroke-width="2"/>`;
  let hem = 'M262 330Q176 520 84 748';
  for (let i = 0; i < 8; i++) {
    const x0 = 84 + i * 54;
    hem += `Q${x0 + 27} ${782 - (i % 2) * 6} ${x0 + 54} 748`;
  }
  hem += 'Q424 520 338 330Z';
  const skirt = fab(hem);
  const tiers = line('M200 520Q300 560 400 520M150 640Q300 690 450 640', p.dark, 2, ' opacity=".25"');
  const sleeves = v % 2 ? `<path d="M254 214Q226 206 214 226Q224 246 250 240Z" fill="url(#f)"/><path d="M346 214Q374 206 386 226Q376 246 350 240Z" fill="url(#f)"/>` : '';
  const sash = `<path d="M258 324Q300 334 342 324L343 340Q300 350 257 340Z" fill="${p.accent}"/>`;
  let pearls = '';
  for (let i = 0; i < 7; i++) pearls += `<circle cx="${270 + i * 10}" cy="${236 + Math.abs(3 - i) * 9}" r="3" fill="#ffffff"/>`;
  return { svg: veil + skirt + tiers + sleeves + bodice(p, v + 1) + sash + pearls, focus: [300, 300], hanger: true };
}

/** Tailored jacket over trousers (men) or a skirt (women). */
function suit(p: Palette, v: number, women: boolean): Shape {
  const w = women ? 0.86 : 1;
  const sx = (x: number) => (300 + (x - 300) * w).toFixed(0);
  const hem = women ? 540 : 585;
  const waist = women ? 232 : 214;
  const bottom = women
    ? `<path d="M244 510L356 510L372 720L228 720Z" fill="${p.dark}"/>`
    : `<path d="M218 560L382 560L378 782L308 782L300 620L292 782L222 782Z" fill="${p.dark}"/>`;
  const body = fab(
    `M268 146L${sx(204)} 166Q${sx(168)} 174 ${sx(166)} 204L${waist} ${women ? 440 : 420}Q${women ? 216 : 204} ${hem - 40} ${sx(190)} ${hem}Q250 ${hem + 14} 300 ${hem + 8}Q350 ${hem + 14} ${sx(410)} ${hem}Q${women ? 384 : 396} ${hem - 40} ${600 - waist} ${women ? 440 : 420}L${sx(434)} 204Q${sx(432)} 174 ${sx(396)} 166L332 146Z`,
  );
  const sleeve = fab(`M${sx(168)} 190Q${sx(150)} 200 ${sx(146)} 240L${sx(128)} 520Q${sx(142)} 534 ${sx(164)} 530L${sx(190)} 300Z`);
  const shirt = `<path d="M270 148L300 ${women ? 330 : 372}L330 148Z" fill="${women ? p.light : '#fbfbf8'}"/>`;
  const tie = women
    ? `<circle cx="300" cy="206" r="7" fill="${p.accent}"/>`
    : v % 3 === 0
      ? `<path d="M300 170L276 158L276 182ZM300 170L324 158L324 182Z" fill="#1d1d1f"/><circle cx="300" cy="170" r="5" fill="#1d1d1f"/>`
      : `<path d="M293 162L307 162L304 180L313 318L300 340L287 318L296 180Z" fill="${p.accent === '#e9e4dc' ? '#7b1e2b' : darken(p.accent, 0.45)}"/>`;
  const lapel = `<path d="M270 146L300 ${women ? 330 : 372}L266 290L238 214L258 200Z" fill="${p.dark}"/>`;
  const closure = line(`M300 ${women ? 330 : 372}L300 ${hem + 8}`, p.dark, 2);
  const buttons = [0, 1].map((i) => `<circle cx="306" cy="${(women ? 360 : 402) + i * 46}" r="6" fill="${p.dark}"/>`).join('');
  const pockets = line(`M${sx(206)} 450L${sx(258)} 452M${sx(342)} 452L${sx(394)} 450M${sx(350)} 262L${sx(392)} 258`, p.dark, 3);
  const square = women ? '' : `<path d="M${sx(356)} 260L${sx(370)} 244L${sx(384)} 259Z" fill="${p.accent}"/>`;
  return {
    svg: bottom + sleeve + mirror(sleeve) + body + shirt + tie + lapel + mirror(lapel) + closure + buttons + pockets + square,
    focus: [300, 250],
    hanger: true,
  };
}

/** A child's party dress with puff sleeves, round collar and a bow, floating among little stars. */
function kids({ p, v }: ShapeContext): Shape {
  const skirt = fab('M262 372L338 372Q384 470 420 590Q392 606 360 596Q330 612 300 600Q270 612 240 596Q208 606 180 590Q216 470 262 372Z');
  const top = fab('M262 262Q282 250 300 256Q318 250 338 262L344 300Q338 340 338 374L262 374Q262 340 256 300Z');
  const puff = `<circle cx="252" cy="276" r="24" fill="url(#f)"/><circle cx="348" cy="276" r="24" fill="url(#f)"/>`;
  const collar = `<path d="M270 258Q284 286 300 262Q316 286 330 258Q300 248 270 258Z" fill="#ffffff"/>`;
  const bow = `<path d="M300 374L270 356L272 394ZM300 374L330 356L328 394Z" fill="${p.accent}"/><circle cx="300" cy="374" r="7" fill="${p.dark}"/>`;
  const hemTrim = line('M184 592Q214 604 240 596Q270 612 300 600Q330 612 360 596Q390 606 416 592', '#ffffff', 4, ' opacity=".8"');
  let deco = '';
  const spots: Array<[number, number]> = [[150, 230], [452, 210], [130, 470], [470, 440], [180, 680], [430, 690]];
  spots.forEach(([x, y], i) => {
    deco += i % 2 === v % 2 ? sparkle(x, y, 14, p.accent, 0.8) : `<circle cx="${x}" cy="${y}" r="7" fill="${p.light}"/>`;
  });
  return {
    svg: `${deco}<g transform="translate(300 300) scale(1.16) translate(-300 -300)">${skirt + puff + top + collar + bow + hemTrim}</g>`,
    focus: [300, 330],
    hanger: true,
  };
}

/** Handbag: tote with a top handle, clutch with a chain, or a crossbody, by variant. */
function bag({ p, v }: ShapeContext): Shape {
  const style = v % 3;
  const body = fab('M172 382L428 382Q444 382 447 398L468 640Q470 664 446 664L154 664Q130 664 132 640L153 398Q156 382 172 382Z');
  const handle =
    style === 0
      ? line('M228 388Q228 248 300 248Q372 248 372 388', p.dark, 18) + line('M228 388Q228 256 300 256Q372 256 372 388', p.light, 4, ' opacity=".5"')
      : style === 1
        ? line('M176 392Q300 140 424 392', p.accent, 5, ' stroke-dasharray="10 6"')
        : line('M160 400Q150 200 300 130Q450 200 440 400', p.dark, 9);
  const flap = `<path d="M158 382L442 382L434 496Q300 548 166 496Z" fill="${p.dark}" opacity=".9"/>` + line('M172 392L428 392L422 486Q300 532 178 486Z', p.light, 2, ' stroke-dasharray="7 6" opacity=".7"');
  const clasp = `<rect x="282" y="494" width="36" height="28" rx="6" fill="${p.accent}"/><circle cx="300" cy="508" r="6" fill="${p.dark}"/>`;
  const feet = `<circle cx="176" cy="668" r="6" fill="${p.dark}"/><circle cx="424" cy="668" r="6" fill="${p.dark}"/>`;
  const charm = style === 0 ? `<circle cx="372" cy="420" r="5" fill="${p.accent}"/>${line('M372 420L384 470', p.accent, 3)}${flower(386, 482, 9, p.light, p.accent)}` : '';
  return { svg: handle + feet + body + flap + clasp + charm, focus: [300, 500], hanger: false };
}

/** A pair of stiletto pumps in side view (one in front, one behind). */
function shoe({ p, v }: ShapeContext): Shape {
  const lining = p.pale ? '#e9d9c8' : lighten(p.base, 0.75);
  const one = (back: boolean) => {
    const upper = 'M92 690Q96 650 160 634Q230 620 290 598Q350 622 420 598Q456 578 476 506Q494 536 486 566L460 574Q404 624 322 674Q250 702 146 700Q94 700 92 690Z';
    const inside = `<path d="M290 598Q350 622 420 598Q456 578 476 506Q450 556 412 574Q352 596 290 598Z" fill="${lining}"/>`;
    const heel = `<path d="M438 578L488 562L480 708L466 708Z" fill="${p.dark}"/><path d="M464 704H482V712H464Z" fill="#2a2a2a"/>`;
    const sole = line('M98 694Q200 706 322 680Q406 632 462 572', p.dark, 4);
    const bow = v % 3 === 0 ? `<path d="M214 626L190 608L190 644ZM214 626L238 608L238 644Z" fill="${p.accent}"/><circle cx="214" cy="626" r="6" fill="${p.accent}"/>` : '';
    const strap = v % 3 === 1 ? line('M404 590Q424 536 470 540', p.dark, 7) + `<circle cx="446" cy="540" r="5" fill="${p.accent}"/>` : '';
    const gem = v % 3 === 2 ? sparkle(196, 640, 13, '#ffffff', 0.95) + sparkle(232, 628, 8, '#ffffff', 0.8) : '';
    const shine = line('M134 660Q190 640 250 628', '#ffffff', 5, ' opacity=".45"');
    return `<g${back ? ' opacity=".82"' : ''}>${heel}${fab(upper)}${inside}${sole}${strap}${bow}${gem}${shine}</g>`;
  };
  return {
    svg: `<g transform="translate(-30 -150) scale(1.1)"><g transform="translate(70 -40) scale(.94)">${one(true)}</g>${one(false)}</g>`,
    focus: [260, 540],
    hanger: false,
  };
}

/** Necklace on a velvet display bust: pearls for pale colours, a gold kiềng for gold, else a pendant. */
function jewellery({ p, v }: ShapeContext): Shape {
  const { h, s, l } = rgbToHsl(p.base);
  const velvet = p.pale || luminance(p.base) > 0.55 ? mix(p.bg2, '#3f3448', 0.72) : mix(p.bg1, '#ffffff', 0.55);
  const bust =
    `<path d="M262 272Q262 236 300 236Q338 236 338 272L342 352Q420 366 456 420Q478 456 470 520L440 700L160 700L130 520Q122 456 144 420Q180 366 258 352Z" fill="${velvet}"/>` +
    `<path d="M262 272Q300 290 338 272L342 352Q300 374 258 352Z" fill="#000" opacity=".12"/>` +
    `<path d="M150 500Q156 420 246 378" fill="none" stroke="#fff" stroke-width="6" opacity=".15" stroke-linecap="round"/>` +
    `<path d="M286 700H314L322 740H278Z" fill="#8a6140"/><rect x="222" y="736" width="156" height="14" rx="6" fill="#a57a52"/>`;
  const gold = h > 35 && h < 60 && s > 0.4 && l < 0.8;
  let piece = '';
  if (gold && v % 2 === 0) {
    piece = line('M226 358Q300 514 374 358', '#c9a13b', 22) + line('M226 358Q300 514 374 358', '#f6e3a6', 5, ' opacity=".8"');
    for (let i = 0; i < 5; i++) piece += `<circle cx="${252 + i * 24}" cy="${[404, 422, 428, 422, 404][i]!}" r="6" fill="#b5302f"/>`;
  } else {
    const pearls = p.pale || (l > 0.7 && !gold);
    const tiers = pearls && v % 2 === 0 ? [0, 40] : [0];
    for (const dy of tiers) {
      const n = pearls ? (dy ? 22 : 18) : 30;
      for (let i = 0; i <= n; i++) {
        const t = i / n;
        const x = (1 - t) * (1 - t) * (232 - dy * 0.6) + 2 * (1 - t) * t * 300 + t * t * (368 + dy * 0.6);
        const y = (1 - t) * (1 - t) * 358 + 2 * (1 - t) * t * (510 + dy * 1.9) + t * t * 358;
        piece += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${pearls ? 10 : 3.4}" fill="url(#f)" stroke="${p.dark}" stroke-opacity=".35"/>`;
      }
    }
    if (!pearls || tiers.length === 1) {
      piece += `<path d="M300 428Q336 474 300 520Q264 474 300 428Z" fill="url(#f)" stroke="${p.dark}" stroke-width="2"/>` + sparkle(300, 474, 12, '#ffffff', 0.95);
    }
  }
  return { svg: bust + piece, focus: [300, 430], hanger: false };
}

/** A long scarf tied in a loose loop with a knot and two tails of different lengths, with fringes. */
function scarf({ p, v }: ShapeContext): Shape {
  const loopBack = `<ellipse cx="300" cy="236" rx="118" ry="70" fill="none" stroke="${p.dark}" stroke-width="44"/>`;
  const loop = fab('M182 236Q182 150 300 146Q418 150 418 236Q418 300 330 318L322 286Q380 270 380 236Q376 190 300 188Q224 190 220 236Q220 270 278 286L270 318Q182 300 182 236Z');
  const tailLong = fab('M274 312Q236 470 210 706L302 712Q296 520 318 318Z');
  const tailShort = fab('M300 320Q352 450 392 632L318 650Q314 500 286 326Z');
  const knot = fab('M264 300Q300 282 336 300Q346 330 330 352Q300 366 270 352Q254 330 264 300Z');
  const folds = line('M256 360Q238 520 232 700M286 372Q276 540 276 708M314 372Q336 500 356 636', p.dark, 2, ' opacity=".28"');
  let fringe = '';
  for (let i = 0; i < 11; i++) fringe += `M${214 + i * 8.5} ${707 + i * 0.5}l${(i % 2) * 2 - 1} 24`;
  for (let i = 0; i < 9; i++) fringe += `M${322 + i * 8.4} ${648 - i * 2}l${(i % 2) * 2 - 1} 22`;
  const border = v % 2 ? line('M214 684L300 690', p.accent, 6) + line('M322 626L388 612', p.accent, 6) : '';
  return {
    svg: loopBack + `<g opacity=".85">${tailShort}</g>` + tailLong + loop + knot + folds + border + line(fringe, p.dark, 3),
    focus: [300, 330],
    hanger: false,
  };
}

/** A traditional mấn (wrapped turban) or a jewelled headband on a mannequin head. */
function headpiece({ p, v }: ShapeContext): Shape {
  const skin = '#f2dccb';
  const head = `<path d="M220 760Q230 640 270 600L270 540Q210 500 206 400Q204 270 300 262Q396 270 394 400Q390 500 330 540L330 600Q370 640 380 760Z" fill="${skin}"/><path d="M270 560Q300 582 330 560L330 600Q300 612 270 600Z" fill="#e5c7b2"/>`;
  const bun = v % 2 === 0 ? '' : '<ellipse cx="300" cy="250" rx="44" ry="30" fill="#2d2326"/>';
  const hair = `<path d="M204 412Q196 256 300 250Q404 256 396 412Q388 336 300 326Q212 336 204 412Z" fill="#2d2326"/>${bun}`;
  let piece: string;
  if (v % 2 === 0) {
    // mấn: a thick wrapped ring sitting on the head
    piece = fab('M158 322Q158 256 300 250Q442 256 442 322Q442 382 300 388Q158 382 158 322Z');
    piece += `<ellipse cx="300" cy="282" rx="96" ry="22" fill="#2d2326"/>`;
    for (let i = 0; i < 8; i++) {
      const x = 184 + i * 30;
      piece += line(`M${x} ${376 - Math.abs(3.5 - i) * 5}Q${x + 14} 330 ${x + 24} ${266 + Math.abs(3.5 - i) * 4}`, p.dark, 3, ' opacity=".35"');
    }
    piece += flower(300, 352, 14, p.accent, p.light);
  } else {
    // băng đô: a padded headband with pearls and flowers
    piece = line('M214 352Q220 272 300 268Q380 272 386 352', p.dark, 30) + line('M214 352Q220 272 300 268Q380 272 386 352', 'url(#f)', 22);
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * (0.1 + (i / 8) * 0.8);
      piece += `<circle cx="${(300 - Math.cos(a) * 84).toFixed(1)}" cy="${(344 - Math.sin(a) * 74).toFixed(1)}" r="6" fill="#ffffff" stroke="${p.dark}" stroke-opacity=".3"/>`;
    }
    piece += flower(246, 290, 16, p.accent, p.light) + flower(274, 276, 10, p.light, p.accent) + flower(222, 312, 9, p.light, p.accent);
  }
  return { svg: head + hair + piece, focus: [300, 320], hanger: false };
}

export const SHAPES: Readonly<Record<ShapeKind, (c: ShapeContext) => Shape>> = {
  aodai,
  gownLong,
  gownShort,
  wedding,
  suitMen: ({ p, v }) => suit(p, v, false),
  suitWomen: ({ p, v }) => suit(p, v, true),
  kids,
  bag,
  shoe,
  jewellery,
  scarf,
  headpiece,
};

/** Category link (leaf or parent) → silhouette. */
const BY_CATEGORY: Readonly<Record<string, ShapeKind>> = {
  'ao-dai': 'aodai',
  'ao-dai-cuoi': 'aodai',
  'ao-dai-truyen-thong': 'aodai',
  'ao-dai-cach-tan': 'aodai',
  'dam-da-hoi': 'gownLong',
  'dam-da-hoi-dang-dai': 'gownLong',
  'dam-da-hoi-dang-ngan': 'gownShort',
  'vay-cuoi': 'wedding',
  vest: 'suitMen',
  'vest-nam': 'suitMen',
  'vest-nu': 'suitWomen',
  'do-tre-em': 'kids',
  'tui-xach': 'bag',
  giay: 'shoe',
  'phu-kien': 'jewellery',
  'trang-suc': 'jewellery',
  'khan-choang': 'scarf',
  'man-bang-do': 'headpiece',
};

/** Words of a slug that betray the kind of item, for keys without a known category (first match wins). */
const BY_WORD: ReadonlyArray<[readonly string[], ShapeKind]> = [
  [['be-gai', 'be-trai', 'tre-em'], 'kids'],
  [['vay-cuoi', 'co-dau'], 'wedding'],
  [['ao-dai'], 'aodai'],
  [['vest', 'blazer', 'tuxedo'], 'suitMen'],
  [['dam-tiec', 'dam-du-tiec', 'vay-tiec', 'dang-ngan'], 'gownShort'],
  [['dam', 'vay'], 'gownLong'],
  [['tui', 'vi', 'clutch'], 'bag'],
  [['giay', 'guoc', 'sandal'], 'shoe'],
  [['khan'], 'scarf'],
  [['man', 'bang-do', 'cai-toc', 'vuong-mien'], 'headpiece'],
  [['day-chuyen', 'bong-tai', 'kieng', 'trang-suc', 'lac-tay', 'vong', 'phu-kien'], 'jewellery'],
];

export function shapeFor(categoryLink: string | undefined, key: string): ShapeKind {
  if (categoryLink && BY_CATEGORY[categoryLink]) return BY_CATEGORY[categoryLink]!;
  const words = `-${key.replace(/\//g, '-')}-`;
  for (const [list, kind] of BY_WORD) if (list.some((w) => words.includes(`-${w}-`))) return kind;
  return 'gownShort';
}

export const SHAPE_KINDS = Object.keys(SHAPES) as ShapeKind[];
