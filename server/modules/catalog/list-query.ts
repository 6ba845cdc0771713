/** The `/product/list` and `/product/search` querystrings: JSON schema and parsing into a ListQuery. */
import { LISTING_SORTS as SORTS, TYPE_FILTERS, type ListingSort as Sort, type TypeFilter } from '../../../src/shared/api-types/listing';
import { HttpError } from '../../http/errors';
import { ATTRIBUTE_NAMES, paginationQuery, type AttributeName, type PaginationQuery } from './schemas';

export const LIST_KINDS = ['cat', 'attr', 'prod'] as const;
export const MAX_QUERY_LENGTH = 100;
export const MAX_LINKS = 100;
const MAX_PRICE = 2_147_483_647;

export type ListKind = (typeof LIST_KINDS)[number];
export { SORTS, TYPE_FILTERS, type Sort, type TypeFilter };

const stringList = {
  type: 'array',
  items: { type: 'string', maxLength: 100 },
  maxItems: 50,
  description: 'Có thể lặp lại hoặc phân tách bằng dấu phẩy (khớp một trong các giá trị)',
} as const;

const filterProperties = {
  sort: { type: 'string', enum: [...SORTS], description: 'Mặc định: relevance (mức độ phù hợp) khi tìm kiếm, newest với danh sách; price = giá thuê nếu có, không thì giá bán' },
  filter: { type: 'string', enum: [...TYPE_FILTERS], description: "'Tất cả', 'Thuê', 'Thanh lý'" },
  'rental-prices': {
    type: 'string',
    pattern: '^[0-9]{0,12}-[0-9]{0,12}$',
    description: '<min>-<max> (VND, có thể bỏ trống một bên; min ≤ max)',
  },
  ...Object.fromEntries(ATTRIBUTE_NAMES.map((name) => [name, stringList])),
  ...paginationQuery(30, 100),
} as const;

export const listQuerySchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: [...LIST_KINDS], default: 'prod' },
    link: { type: 'string', minLength: 1, maxLength: 200, description: 'kind=cat: link của danh mục' },
    name: { type: 'string', enum: [...ATTRIBUTE_NAMES], description: 'kind=attr: tên thuộc tính' },
    value: { type: 'string', minLength: 1, maxLength: 100, description: 'kind=attr: giá trị thuộc tính' },
    links: {
      type: 'array',
      items: { type: 'string', maxLength: MAX_LINKS * 201 },
      maxItems: MAX_LINKS,
      description: `kind=prod: tối đa ${MAX_LINKS} link, giữ nguyên thứ tự`,
    },
    q: { type: 'string', maxLength: MAX_QUERY_LENGTH },
    ...filterProperties,
  },
} as const;

export const searchQuerySchema = {
  type: 'object',
  required: ['q'],
  properties: {
    q: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH },
    ...filterProperties,
  },
} as const;

export type RawListQuery = PaginationQuery & {
  kind?: ListKind;
  link?: string;
  name?: AttributeName;
  value?: string;
  links?: string[];
  q?: string;
  sort?: Sort;
  filter?: TypeFilter;
  'rental-prices'?: string;
} & Partial<Record<AttributeName, string[]>>;

export type ListBase =
  | { kind: 'cat'; link: string }
  | { kind: 'attr'; name: AttributeName; value: string }
  | { kind: 'prod'; links?: string[] };

export interface ListQuery {
  base: ListBase;
  /** undefined = the default: newest, or the order of `links`. */
  sort?: Sort;
  filter: TypeFilter;
  rentalPrice?: { min?: number; max?: number };
  attributes: Partial<Record<AttributeName, string[]>>;
  q?: string;
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
export function parseRentalPrices(raw: string | undefined): ListQuery['rentalPrice'] {
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

export function parseListQuery(raw: RawListQuery): ListQuery {
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
  const attributes: ListQuery['attributes'] = {};
  for (const name of ATTRIBUTE_NAMES) {
    const values = splitList(raw[name]);
    if (values.length > 0) attributes[name] = values;
  }
  const rentalPrice = parseRentalPrices(raw['rental-prices']);
  const q = raw.q?.trim();
  return {
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
