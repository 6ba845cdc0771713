/**
 * Size advice: what a product's reviews say about its sizes, for the product page (server and storefront alike).
 * - The fit: with at least SIZE_ADVICE_MIN_REVIEWS reviews that gave one, the fit more than half of them felt
 *   ("Đa số khách thấy vừa…"), else "mixed".
 * - Height bands: per size worn, the heights of the reviewers it fitted (a reviewer who found it tight or loose would
 *   not choose it again), with at least SIZE_ADVICE_MIN_REVIEWS of them; five or more drop the tallest and the
 *   shortest, then the band is widened to whole 5 cm ("Khách cao 1m55–1m60 thường chọn S").
 */
import { FIT_LABELS, type Fit } from '../contracts/review-vocab';
import type { SizeAdvice } from '../contracts/review';

export const SIZE_ADVICE_MIN_REVIEWS = 3;
const BAND_STEP_CM = 5;

export interface ReviewSizeFacts {
  sizeWorn: string | null;
  heightCm: number | null;
  weightKg?: number | null;
  fit: Fit | null;
}

type FitCounts = Record<Fit, number>;

function fitVerdict(reviews: readonly ReviewSizeFacts[]): SizeAdvice['fit'] {
  const counts: FitCounts = { tight: 0, right: 0, loose: 0 };
  for (const review of reviews) if (review.fit) counts[review.fit] += 1;
  const total = counts.tight + counts.right + counts.loose;
  if (total < SIZE_ADVICE_MIN_REVIEWS) return null;
  const leader = (Object.keys(counts) as Fit[]).find((fit) => counts[fit] * 2 > total);
  return { verdict: leader ?? 'mixed', ...counts };
}

/** "m", " M " and "M" are one size; it is shown as most reviewers wrote it (the first such on a tie). */
const sizeKey = (size: string) => size.trim().replace(/\s+/g, ' ').toUpperCase();

function heightBands(reviews: readonly ReviewSizeFacts[]): SizeAdvice['bands'] {
  const bySize = new Map<string, { spellings: Map<string, number>; heights: number[] }>();
  for (const review of reviews) {
    const size = review.sizeWorn?.trim().replace(/\s+/g, ' ');
    if (!size || review.heightCm == null || review.fit === 'tight' || review.fit === 'loose') continue;
    const entry = bySize.get(sizeKey(size)) ?? { spellings: new Map<string, number>(), heights: [] };
    entry.spellings.set(size, (entry.spellings.get(size) ?? 0) + 1);
    entry.heights.push(review.heightCm);
    bySize.set(sizeKey(size), entry);
  }
  const bands: SizeAdvice['bands'] = [];
  for (const { spellings, heights } of bySize.values()) {
    if (heights.length < SIZE_ADVICE_MIN_REVIEWS) continue;
    const sorted = [...heights].sort((a, b) => a - b);
    const middle = sorted.length >= 5 ? sorted.slice(1, -1) : sorted;
    const fromCm = Math.floor(middle[0]! / BAND_STEP_CM) * BAND_STEP_CM;
    const ceiling = Math.ceil(middle[middle.length - 1]! / BAND_STEP_CM) * BAND_STEP_CM;
    const toCm = ceiling > fromCm ? ceiling : fromCm + BAND_STEP_CM;
    const size = [...spellings.entries()].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
    bands.push({ size, fromCm, toCm, count: heights.length });
  }
  return bands.sort((a, b) => a.fromCm - b.fromCm || a.toCm - b.toCm || a.size.localeCompare(b.size));
}

/** Null when the reviews do not tell enough about sizes yet. */
export function sizeAdvice(reviews: readonly ReviewSizeFacts[]): SizeAdvice | null {
  const fit = fitVerdict(reviews);
  const bands = heightBands(reviews);
  return fit || bands.length > 0 ? { fit, bands } : null;
}

/** 158 → "1m58", 160 → "1m60", 205 → "2m05". */
export function heightLabel(cm: number): string {
  return `${Math.floor(cm / 100)}m${String(cm % 100).padStart(2, '0')}`;
}

const FIT_SENTENCES: Record<NonNullable<SizeAdvice['fit']>['verdict'], string> = {
  right: 'Đa số khách thấy vừa với size của mình',
  tight: 'Đa số khách thấy hơi chật — cân nhắc lấy lớn hơn một size',
  loose: 'Đa số khách thấy hơi rộng — cân nhắc lấy nhỏ hơn một size',
  mixed: 'Khách thấy độ vừa khác nhau — nên xem bảng size trước khi chọn',
};

export function fitSentence(fit: NonNullable<SizeAdvice['fit']>): string {
  return FIT_SENTENCES[fit.verdict];
}

export function bandSentence(band: SizeAdvice['bands'][number]): string {
  return `Khách cao ${heightLabel(band.fromCm)}–${heightLabel(band.toCm)} thường chọn ${band.size}`;
}

/** The advice as sentences: the fit first, then the bands from the shortest up. */
export function sizeAdviceSentences(advice: SizeAdvice): string[] {
  return [...(advice.fit ? [fitSentence(advice.fit)] : []), ...advice.bands.map(bandSentence)];
}

/** A review's own line: "Size M · Cao 1m58 · 52 kg · Vừa" (whatever of it the reviewer gave). */
export function reviewSizeLine(review: ReviewSizeFacts): string {
  const parts: string[] = [];
  if (review.sizeWorn) parts.push(/size/i.test(review.sizeWorn) ? review.sizeWorn : `Size ${review.sizeWorn}`);
  if (review.heightCm != null) parts.push(`Cao ${heightLabel(review.heightCm)}`);
  if (review.weightKg != null) parts.push(`${review.weightKg} kg`);
  if (review.fit) parts.push(FIT_LABELS[review.fit]);
  return parts.join(' · ');
}
