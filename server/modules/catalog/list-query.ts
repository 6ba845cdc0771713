/** The `/product/list` and `/product/search` querystrings (the contract's ListQuery) parsed into a ListingRequest. */
import { ATTRIBUTE_NAMES, type AttributeName, type ListingSort as Sort, type TypeFilter } from '../../../core/contracts/catalog-vocab';
import { MAX_LIST_LINKS as MAX_LINKS, type ListQuery } from '../../../core/contracts/catalog';
import { HttpError } from '../../http/errors';
import { BOOKING_HORIZON_DAYS, firstRentableDay } from '../../../core/rules/availability';
import { addDays, isDay, todayInVietnam } from '../../../core/rules/rental-dates';
import type { RentalDates } from './free-for-dates';
import { CART_MESSAGES } from '../cart/messages';

const MAX_PRICE = 2_147_483_647;

export type ListBase =
  | { kind: 'cat'; link: string }
  | { kind: 'attr'; name: AttributeName; value: string }
  | { kind: 'prod'; links?: string[] };

export interface ListingRequest {
  base: ListBase;
  /** undefined = the default: newest, or the order of `links`. */
  sort?: Sort;
  filter: TypeFilter;
  rentalPrice?: { min?: number; max?: number };
  attributes: Partial<Record<AttributeName, string[]>>;
  q?: string;
  /** The shopper's rental dates: only designs with a size free for them. */
  dates?: RentalDates;
  page: number;
  limit: number;
}

function splitList(values: readonly string[] | undefined): string[] {
  return [...new Set((values ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))];
}

function missing(field: string): HttpError {
  return new HttpError(400, `Thiếu trường bắt buộc: ${field}`);
}

/** `'100000-500000'` → { min, max }; either side may be empty. */
export function parseRentalPrices(raw: string | undefined): ListingRequest['rentalPrice'] {
  if (raw === undefined) return undefined;
  const match = /^(\d*)-(\d*)$/.exec(raw);
  if (!match) throw new HttpError(400, 'Trường rental-prices không đúng định dạng <tối thiểu>-<tối đa>');
  const [, minText = '', maxText = ''] = match;
  const min = minText ? Math.min(Number(minText), MAX_PRICE) : undefined;
  const max = maxText ? Math.min(Number(maxText), MAX_PRICE) : undefined;
  if (min !== undefined && max !== undefined && min > max) {
    throw new HttpError(400, 'Trường rental-prices không hợp lệ: giá tối thiểu lớn hơn giá tối đa');
  }
  return min === undefined && max === undefined ? undefined : { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** `dateFrom` and `dateTo` come together, as real days within the booking window (400 in Vietnamese otherwise). */
export function parseDates(dateFrom: string | undefined, dateTo: string | undefined, today: string = todayInVietnam()): RentalDates | undefined {
  if (dateFrom === undefined && dateTo === undefined) return undefined;
  // The cart's own checks and words: a listing's dates are the days the shopper would rent.
  if (!dateFrom || !dateTo) throw new HttpError(400, CART_MESSAGES.datesRequired);
  if (!isDay(dateFrom) || !isDay(dateTo)) throw new HttpError(400, CART_MESSAGES.invalidDay);
  if (dateTo < dateFrom) throw new HttpError(400, CART_MESSAGES.toBeforeFrom);
  const first = firstRentableDay(today);
  if (dateFrom < first) throw new HttpError(400, CART_MESSAGES.tooEarly(first));
  const last = addDays(today, BOOKING_HORIZON_DAYS);
  if (dateTo > last) throw new HttpError(400, CART_MESSAGES.tooFar(last));
  return { dateFrom, dateTo };
}

export function parseListQuery(raw: ListQuery): ListingRequest {
  let base: ListBase;
  switch (raw.kind ?? 'prod') {
    case 'cat':
      if (!raw.link) throw missing('link');
      base = { kind: 'cat', link: raw.link };
      break;
    case 'attr':
      if (!raw.name) throw missing('name');
      if (!raw.value) throw missing('value');
      base = { kind: 'attr', name: raw.name, value: raw.value };
      break;
    default: {
      const links = splitList(raw.links);
      if (links.length > MAX_LINKS) throw new HttpError(400, `Trường links không được có quá ${MAX_LINKS} phần tử`);
      base = links.length > 0 ? { kind: 'prod', links } : { kind: 'prod' };
    }
  }
  const attributes: ListingRequest['attributes'] = {};
  for (const name of ATTRIBUTE_NAMES) {
    const values = splitList(raw[name]);
    if (values.length > 0) attributes[name] = values;
  }
  const rentalPrice = parseRentalPrices(raw['rental-prices']);
  const q = raw.q?.trim();
  const dates = parseDates(raw.dateFrom, raw.dateTo);
  return {
    ...(dates ? { dates } : {}),
    base,
    ...(raw.sort ? { sort: raw.sort } : {}),
    filter: raw.filter ?? 'all',
    ...(rentalPrice ? { rentalPrice } : {}),
    attributes,
    ...(q ? { q } : {}),
    page: raw['pagination.page'],
    limit: raw['pagination.limit'],
  };
}
