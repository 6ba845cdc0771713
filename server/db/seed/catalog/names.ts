/** Vietnamese person names (for review authors) and the ASCII slug helper. */
import { WeightedTable, type Random } from './random';

const FAMILY_NAMES = [
  'Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý', 'Trương', 'Đinh',
] as const;
const FAMILY_WEIGHTS = [38, 11, 9, 7, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 1, 1, 1];

const FEMALE_MIDDLE = ['Thị', 'Thu', 'Ngọc', 'Thanh', 'Minh', 'Phương', 'Bảo', 'Kim', 'Hồng', 'Khánh', 'Diễm', 'Hoài', 'Quỳnh'];
const FEMALE_GIVEN = [
  'Hà', 'Linh', 'Trang', 'Anh', 'Hương', 'Lan', 'Vy', 'Ngân', 'Thảo', 'Huyền', 'Nhung', 'Mai', 'Hằng', 'Yến', 'Trâm', 'Châu', 'My',
  'Uyên', 'Giang', 'Nhi', 'Tú', 'Loan', 'Phượng', 'Hạnh', 'Duyên', 'Chi', 'Ly', 'Thư',
];
const MALE_MIDDLE = ['Văn', 'Minh', 'Đức', 'Quốc', 'Hoàng', 'Thanh', 'Gia', 'Tuấn', 'Hữu', 'Công', 'Nhật', 'Bảo'];
const MALE_GIVEN = [
  'Khoa', 'Huy', 'Nam', 'Dũng', 'Tuấn', 'Long', 'Phúc', 'Khang', 'Quân', 'Hiếu', 'Thắng', 'Đạt', 'Vinh', 'Sơn', 'Trung', 'Hải', 'Tùng', 'Lâm',
];

const FAMILY_TABLE = new WeightedTable(
  FAMILY_NAMES.map((_, i) => i),
  FAMILY_WEIGHTS,
);
/** Full names are built once and shared (a 100k-product catalogue holds ~600k reviews). */
const nameCache = new Map<number, string>();

/** A Vietnamese full name: family + middle + given, e.g. 'Nguyễn Thu Hà' or 'Trần Minh Khoa'. */
export function personName(rng: Random, female: boolean): string {
  const middles = female ? FEMALE_MIDDLE : MALE_MIDDLE;
  const givens = female ? FEMALE_GIVEN : MALE_GIVEN;
  const f = FAMILY_TABLE.pick(rng);
  const m = rng.int(0, middles.length - 1);
  let g = rng.int(0, givens.length - 1);
  if (givens[g] === middles[m]) g = (g + 1) % givens.length;
  const slot = ((female ? 1 : 0) * 64 + f) * 4096 + m * 64 + g;
  let full = nameCache.get(slot);
  if (full === undefined) {
    full = `${FAMILY_NAMES[f]} ${middles[m]} ${givens[g]}`;
    nameCache.set(slot, full);
  }
  return full;
}

/** ASCII letter for each non-ASCII character seen so far ('' when it has none). */
// Captured once: under Jest's vm context every global lookup is slow in hot loops.
const fromCharCode = String.fromCharCode;

const foldCache = new Map<number, string>();
function foldChar(code: number): string {
  let folded = foldCache.get(code);
  if (folded === undefined) {
    const base = String.fromCharCode(code).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    folded = code === 0x111 || code === 0x110 ? 'd' : /^[a-z0-9]$/.test(base) ? base : '';
    foldCache.set(code, folded);
  }
  return folded;
}

/** 'Áo dài gấm đỏ thêu phượng' → 'ao-dai-gam-do-theu-phuong'. Only [a-z0-9-] in the result. */
export function slugify(text: string): string {
  let out = '';
  let pendingDash = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let ch: string;
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) ch = text[i]!;
    else if (code >= 65 && code <= 90) ch = fromCharCode(code + 32);
    else if (code < 128) ch = '';
    else ch = foldChar(code);
    if (ch === '') {
      // Combining marks fold to nothing without splitting a word; other separators make a dash.
      if ((code < 0x300 || code > 0x36f) && out.length > 0) pendingDash = true;
      continue;
    }
    if (pendingDash) out += '-';
    pendingDash = false;
    out += ch;
  }
  return out;
}

/** Lower-cases only the first character (for putting a name in the middle of a sentence). */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
