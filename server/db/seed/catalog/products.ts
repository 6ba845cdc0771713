/** Product generation: names, attributes, VND prices, stock, images, dates, sales and reviews. */
import { describe } from './descriptions';
import { slugify } from './names';
import { PROFILES, type CategoryProfile, type NameTemplate } from './profiles';
import { WeightedTable, floorTo, type Random } from './random';
import { QuarterHourClock, generateReviews } from './reviews';
import { PRODUCT_TYPES, type ProductType } from '../../../../core/contracts/catalog-vocab';
import type { SeedProduct } from './types';
import { MATERIAL_NAME_FORMS, colourInName, type Colour, type Material } from './vocabularies';

// Builtins are captured once: under Jest's vm context every global lookup (Math, Date…) is slow in hot loops.
const { floor, max, min, round, sqrt } = Math;
const NativeDate = Date;


/** Products were created over the 18 months before the base date. */
const CREATED_SPAN_DAYS = 548;
/** Only small catalogues try to avoid repeated names (keeps 100k fast). */
const UNIQUE_NAME_LIMIT = 5000;

const DIACRITIC = /[\u00c0-\u1ef9]/;

const TYPES: readonly ProductType[] = PRODUCT_TYPES;
const STOCK = new WeightedTable([1, 2, 3, 4, 5, 6], [12, 22, 24, 18, 13, 11]);
const DISCOUNTS = [0.1, 0.15, 0.2, 0.25, 0.3, 0.4];

/** Number of products per profile: proportional to weights, at least one each when there is room. */
export function allocate(total: number, profiles: readonly CategoryProfile[]): number[] {
  const counts = profiles.map(() => 0);
  if (total <= 0) return counts;
  let remaining = total;
  if (total >= profiles.length) {
    counts.fill(1);
    remaining -= profiles.length;
  }
  const weightSum = profiles.reduce((s, p) => s + p.weight, 0);
  const exact = profiles.map((p) => (remaining * p.weight) / weightSum);
  let given = 0;
  exact.forEach((e, i) => {
    const whole = floor(e);
    counts[i] = (counts[i] ?? 0) + whole;
    given += whole;
  });
  const order = exact.map((e, i) => ({ i, frac: e - floor(e) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; k < remaining - given; k++) {
    const slot = order[k % order.length]!.i;
    counts[slot] = (counts[slot] ?? 0) + 1;
  }
  return counts;
}

/** Rounds a price (thousands of VND) to a shop-like figure, returned in VND. */
function nicePrice(thousands: number): number {
  const step = thousands < 1000 ? 10 : thousands < 5000 ? 50 : 100;
  return max(step, round(thousands / step) * step) * 1000;
}

function lerp([a, b]: readonly [number, number], t: number): number {
  return a + (b - a) * min(1, max(0, t));
}

function firstWord(s: string): string {
  const space = s.indexOf(' ');
  return space < 0 ? s : s.slice(0, space);
}

interface Naming {
  name: string;
  template: NameTemplate;
  material: Material;
  colour: Colour;
  m: string;
  c: string;
  d: string;
  s: string;
}

interface Tables {
  templates: WeightedTable<NameTemplate>;
  types: WeightedTable<ProductType>;
}
const TABLES = new Map<CategoryProfile, Tables>(
  PROFILES.map((p) => [
    p,
    { templates: new WeightedTable(p.templates, p.templates.map((t) => t.weight ?? 1)), types: new WeightedTable(TYPES, p.typeWeights) },
  ]),
);

function pickNaming(rng: Random, profile: CategoryProfile): Naming {
  const template = TABLES.get(profile)!.templates.pick(rng);
  const material = rng.pick(template.materials ?? profile.materials);
  const colour = rng.pick(profile.colourFor?.[material] ?? template.colours ?? profile.colours);
  const m = rng.pick(MATERIAL_NAME_FORMS[material]);
  const c = colourInName(colour);
  const s = rng.pick(template.shapes ?? profile.shapes);
  const details = template.details ?? profile.details;
  let d = rng.pick(details);
  for (let k = 0; k < 4 && (firstWord(d) === firstWord(s) || d.includes(m) || s.includes(d)); k++) d = rng.pick(details);
  let name = template.name({ m, c, d, s });
  // 'Vest nam slim fit be' reads better (and stays recognisably Vietnamese) as 'Vest nam slim fit màu be'.
  if (!DIACRITIC.test(name)) name = template.name({ m, c: `màu ${c}`, d, s });
  return { name, template, material, colour, m, c, d, s };
}

interface Prices {
  originalPrice: number;
  salePrice: number;
  originalRentalPrice: number;
  rentalPrice: number;
  membershipRentalPrice: number;
  depositPrice: number;
}

function priceProduct(rng: Random, profile: CategoryProfile, type: ProductType): Prices {
  const t = rng.next() ** 1.3;
  const value = nicePrice(lerp(profile.value, t));
  const rentalList = nicePrice(lerp(profile.rental, t + (rng.next() - 0.5) * 0.3));
  const rentable = type !== 'PRODUCT_TYPE_SALABLE';
  const salable = type !== 'PRODUCT_TYPE_RENTABLE';
  const p: Prices = { originalPrice: 0, salePrice: 0, originalRentalPrice: 0, rentalPrice: 0, membershipRentalPrice: 0, depositPrice: 0 };
  if (salable) {
    p.originalPrice = value;
    p.salePrice = value;
    if (rng.chance(0.35)) {
      const discounted = floorTo(value * (1 - rng.pick(DISCOUNTS)), 10_000);
      if (discounted > 0 && discounted < value) p.salePrice = discounted;
    }
  }
  if (rentable) {
    p.originalRentalPrice = rentalList;
    p.rentalPrice = rentalList;
    if (rng.chance(0.3)) {
      const discounted = floorTo(rentalList * (1 - rng.pick(DISCOUNTS.slice(0, 4))), 10_000);
      if (discounted > 0 && discounted < rentalList) p.rentalPrice = discounted;
    }
    if (rng.chance(0.15)) {
      const special = floorTo(p.rentalPrice * (0.7 + rng.next() * 0.2), 5_000);
      if (special > 0 && special < p.rentalPrice) p.membershipRentalPrice = special;
    }
    const step = value >= 1_000_000 ? 50_000 : 10_000;
    p.depositPrice = max(step, round((value * (0.3 + rng.next() * 0.3)) / step) * step);
  }
  return p;
}

export function generateProducts(rng: Random, total: number, baseDate: number): SeedProduct[] {
  const counts = allocate(total, PROFILES);
  const sequence: CategoryProfile[] = [];
  counts.forEach((n, i) => {
    for (let k = 0; k < n; k++) sequence.push(PROFILES[i]!);
  });
  rng.shuffle(sequence);

  const clock = new QuarterHourClock(baseDate, CREATED_SPAN_DAYS + 1);
  const seenNames = total <= UNIQUE_NAME_LIMIT ? new Set<string>() : null;
  const products: SeedProduct[] = new Array<SeedProduct>(sequence.length);
  for (let i = 0; i < sequence.length; i++) {
    const profile = sequence[i]!;
    let naming = pickNaming(rng, profile);
    if (seenNames) {
      for (let k = 0; k < 6 && seenNames.has(naming.name); k++) naming = pickNaming(rng, profile);
      seenNames.add(naming.name);
    }
    const type = TABLES.get(profile)!.types.pick(rng);
    const prices = priceProduct(rng, profile, type);
    const link = `${slugify(naming.name)}-${101 + i}`;
    const occasion = rng.pick(profile.occasions);
    const imageCount = rng.chance(0.55) ? 4 : 3;
    const images: string[] = [];
    for (let k = 1; k <= imageCount; k++) images.push(`p/${link}/${k}`);
    const created = baseDate - floor(rng.next() * CREATED_SPAN_DAYS * 86_400) * 1000;
    const salesCount = floor(480 * rng.next() ** 3.5) + rng.int(0, 4);
    const reviewCount = max(0, min(12, round(sqrt(salesCount) * 0.7 + rng.next() * 3 - 1.5)));
    const rentable = type !== 'PRODUCT_TYPE_SALABLE';
    const description = describe(rng, {
      noun: naming.template.noun,
      m: naming.material.toLowerCase(),
      c: naming.c,
      d: naming.d,
      s: naming.s,
      group: profile.group,
      material: naming.material,
      occasion,
      type,
    });
    products[i] = {
      link,
      name: naming.name,
      description,
      categoryLink: profile.link,
      type,
      originalPrice: prices.originalPrice,
      salePrice: prices.salePrice,
      originalRentalPrice: prices.originalRentalPrice,
      rentalPrice: prices.rentalPrice,
      membershipRentalPrice: prices.membershipRentalPrice,
      depositPrice: prices.depositPrice,
      stock: STOCK.pick(rng),
      attributes: {
        size: rng.pick(naming.template.sizes ?? profile.sizes),
        colour: naming.colour,
        style: rng.pick(profile.styles),
        occasion,
        material: naming.material,
      },
      images,
      createdAt: new NativeDate(created).toISOString(),
      salesCount,
      reviews: generateReviews(rng, reviewCount, {
        group: profile.group,
        rentable,
        salable: type !== 'PRODUCT_TYPE_RENTABLE',
        female: naming.template.female ?? profile.female,
        createdAt: created,
        baseDate,
        clock,
      }),
    };
  }
  return products;
}
