/**
 * What the seed's reviews of clothes say about size: the size worn, often the height and weight, and the fit — from
 * their own PRNG per product (the catalogue's stream is left as it was). Heights choose the size as a shop's table
 * would (taller, larger); some designs run small or large, so their reviews say "Chật" or "Rộng" more often.
 */
import { Random } from './random';
import type { Fit } from '../../../../core/contracts/review-vocab';

export interface ReviewSizeFacts {
  sizeWorn: string | null;
  heightCm: number | null;
  weightKg: number | null;
  fit: Fit | null;
}

const NONE: ReviewSizeFacts = { sizeWorn: null, heightCm: null, weightKg: null, fit: null };
const LETTER_SIZES = ['S', 'M', 'L', 'XL'] as const;
/** Upper heights (cm) of S, M and L; taller wears XL. */
const WOMEN_STEPS = [154, 160, 165];
const MEN_STEPS = [166, 171, 176];

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

const FITS_BY_CUT: Record<'true' | 'small' | 'large', readonly [Fit[], number[]]> = {
  true: [['tight', 'right', 'loose'], [12, 75, 13]],
  small: [['tight', 'right', 'loose'], [55, 40, 5]],
  large: [['tight', 'right', 'loose'], [5, 40, 55]],
};

/** One entry per review (in the order given); nothing for products that are not clothes. */
export function reviewSizeFacts(product: { link: string; categoryLink: string; attributes: { size: string } }, reviewCount: number): ReviewSizeFacts[] {
  const wearer = wearerOf(product.categoryLink, product.link);
  if (!wearer) return Array.from({ length: reviewCount }, () => NONE);
  const rng = new Random(hash(product.link));
  const cutDraw = rng.next();
  const cut = cutDraw < 0.2 ? 'small' : cutDraw < 0.3 ? 'large' : 'true';
  const freeSize = product.attributes.size === 'Free size';
  const steps = wearer === 'men' ? MEN_STEPS : WOMEN_STEPS;
  const [base, spread] = wearer === 'men' ? [171, 12] : [158, 10];
  return Array.from({ length: reviewCount }, () => {
    if (rng.chance(0.25)) return NONE;
    const height = Math.round(base + (rng.next() + rng.next() + rng.next() - 1.5) * spread);
    const index = steps.findIndex((step) => height + rng.int(-1, 1) < step);
    const sizeWorn = freeSize ? 'Free size' : LETTER_SIZES[index === -1 ? LETTER_SIZES.length - 1 : index]!;
    const saysBody = rng.chance(0.8);
    const weight = Math.round((height - 100) * (wearer === 'men' ? 0.95 : 0.85) + rng.int(-5, 5));
    const fit = rng.chance(0.85) ? rng.weighted(...FITS_BY_CUT[cut]) : null;
    return {
      sizeWorn,
      heightCm: saysBody ? Math.min(210, Math.max(120, height)) : null,
      weightKg: saysBody && rng.chance(0.7) ? Math.min(150, Math.max(30, weight)) : null,
      fit,
    };
  });
}
