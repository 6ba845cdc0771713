/**
 * What the seed's reviews of clothes say about size: the size worn (one of the design's own sizes), often the height
 * and weight, and the fit — from their own PRNG per product (the catalogue's stream is left as it was). The height
 * picks the size a shop's table would (taller, larger); when the design lacks that size the reviewer wears the
 * nearest and finds it tight or loose; some designs run small or large, so their reviews say "Chật" or "Rộng" more.
 */
import { CLOTHING_SIZES } from './vocabularies';
import { Random } from './random';
import type { Fit } from '../../../../core/contracts/review-vocab';

export interface ReviewSizeFacts {
  sizeWorn: string | null;
  heightCm: number | null;
  weightKg: number | null;
  fit: Fit | null;
}

const NONE: ReviewSizeFacts = { sizeWorn: null, heightCm: null, weightKg: null, fit: null };
const LETTERS: readonly string[] = CLOTHING_SIZES;
/** Upper heights (cm) of XS, S, M and L; taller wears XL. */
const WOMEN_STEPS = [149, 154, 160, 165];
const MEN_STEPS = [161, 166, 171, 176];

type Wearer = 'women' | 'men';

/** The categories whose reviews speak of size, and who wears them. */
function wearerOf(categoryLink: string, link: string): Wearer | null {
  if (categoryLink === 'vest-nam' || /(^|-)nam-/.test(link)) return 'men';
  if (/^(ao-dai|dam-da-hoi|vay-cuoi|vest-nu)/.test(categoryLink)) return 'women';
  return null;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const FIT_ORDER: Fit[] = ['tight', 'right', 'loose'];
const FITS_BY_CUT: Record<'true' | 'small' | 'large', number[]> = { true: [12, 75, 13], small: [55, 40, 5], large: [5, 40, 55] };

/** One entry per review (in the order given); nothing for products that are not clothes. `sizes`: the design's own. */
export function reviewSizeFacts(product: { link: string; categoryLink: string }, reviewCount: number, sizes: readonly string[]): ReviewSizeFacts[] {
  const wearer = wearerOf(product.categoryLink, product.link);
  if (!wearer || sizes.length === 0) return Array.from({ length: reviewCount }, () => NONE);
  const rng = new Random(hash(product.link));
  const cutDraw = rng.next();
  const cut = cutDraw < 0.2 ? 'small' : cutDraw < 0.3 ? 'large' : 'true';
  const lettered = sizes.filter((size) => LETTERS.includes(size));
  const steps = wearer === 'men' ? MEN_STEPS : WOMEN_STEPS;
  const [base, spread] = wearer === 'men' ? [171, 12] : [158, 10];
  return Array.from({ length: reviewCount }, () => {
    if (rng.chance(0.25)) return NONE;
    const height = Math.round(base + (rng.next() + rng.next() + rng.next() - 1.5) * spread);
    const found = steps.findIndex((step) => height + rng.int(-1, 1) < step);
    const ideal = found === -1 ? LETTERS.length - 1 : found;
    // The nearest size the design has (a one-size design: that size).
    const worn = lettered.length === 0 ? sizes[0]! : lettered.reduce((best, size) => (Math.abs(LETTERS.indexOf(size) - ideal) < Math.abs(LETTERS.indexOf(best) - ideal) ? size : best));
    const off = lettered.length === 0 ? 0 : LETTERS.indexOf(worn) - ideal;
    const saysBody = rng.chance(0.8);
    const weight = Math.round((height - 100) * (wearer === 'men' ? 0.95 : 0.85) + rng.int(-5, 5));
    const drawn = rng.weighted(FIT_ORDER, FITS_BY_CUT[cut]);
    const fit = rng.chance(0.85) ? (off < 0 ? 'tight' : off > 0 ? 'loose' : drawn) : null;
    return {
      sizeWorn: worn,
      heightCm: saysBody ? Math.min(210, Math.max(120, height)) : null,
      weightKg: saysBody && rng.chance(0.7) ? Math.min(150, Math.max(30, weight)) : null,
      fit,
    };
  });
}
