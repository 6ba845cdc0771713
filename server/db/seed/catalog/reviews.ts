/** Customer reviews: stars skewed to 4–5, text that matches the star level and the kind of item. */
import { personName } from './names';
import { type ProductGroup } from './profiles';
import { WeightedTable, type Random } from './random';
import { type SeedReview } from './types';

// Builtins are captured once: under Jest's vm context every global lookup (Math, Date…) is slow in hot loops.
const { ceil, floor } = Math;
const NativeDate = Date;


type Stars = 1 | 2 | 3 | 4 | 5;

/** `{v}` becomes 'thuê' (rent) or 'mua' (buy). */
const GENERIC: Record<Stars, readonly string[]> = {
  5: [
    'Đồ đẹp y hình, chất lượng xịn hơn mình nghĩ.',
    'Shop tư vấn size rất nhiệt tình, nhận về vừa in luôn.',
    'Giao hàng nhanh, đóng gói cẩn thận và thơm tho.',
    'Lần thứ ba {v} ở shop rồi, lần nào cũng hài lòng.',
    'Rất đáng tiền, mọi người khen suốt buổi.',
    'Màu ngoài đẹp hơn trong ảnh, sẽ ủng hộ shop dài dài.',
    'Nhân viên dễ thương, hỗ trợ đổi lịch nhanh gọn.',
    'Chất lượng tuyệt vời so với giá {v}.',
  ],
  4: [
    'Đồ đẹp, chất ổn, chỉ có giao hàng hơi trễ một chút.',
    'Màu hơi đậm hơn ảnh nhưng vẫn đẹp.',
    'Hài lòng, trừ 1 sao vì phải chờ shop xác nhận hơi lâu.',
    'Chất lượng tốt so với giá, lần sau sẽ {v} tiếp.',
    'Đẹp và đúng mô tả, chỉ mong shop có thêm nhiều size hơn.',
    'Nhìn chung ổn, đóng gói chắc chắn.',
  ],
  3: [
    'Tạm ổn, màu thực tế nhạt hơn ảnh khá nhiều.',
    'Chất được, nhưng còn vài chỗ chỉ thừa chưa cắt.',
    'Size chưa chuẩn lắm, mình phải đổi một lần mới vừa.',
    'Bình thường, không quá đặc biệt so với giá {v}.',
    'Đồ ổn nhưng shop phản hồi tin nhắn hơi chậm.',
  ],
  2: [
    'Đồ nhận được có vết ố nhỏ, hơi thất vọng.',
    'Giao trễ gần nửa ngày, suýt không kịp giờ.',
    'Màu khác ảnh khá nhiều, chất liệu mỏng hơn mình nghĩ.',
    'Size không giống bảng size shop gửi, phải nhờ sửa gấp.',
  ],
  1: [
    'Giao sai size mà đổi lại rất mất thời gian, không hài lòng.',
    'Sản phẩm bị sứt chỉ, shop xử lý chậm.',
    'Không giống hình chút nào, mình đã gửi trả lại.',
    'Hẹn giao buổi sáng mà tối mới tới, lỡ mất buổi tiệc.',
  ],
};

type Family = 'aodai' | 'gown' | 'wedding' | 'suit' | 'kids' | 'bag' | 'shoe' | 'accessory';

const SPECIFIC: Record<Family, Partial<Record<Stars, readonly string[]>>> = {
  aodai: {
    5: ['Áo dài lên form chuẩn, tà bay rất đẹp khi chụp ảnh.', 'Mặc đi lễ chùa đầu năm ai cũng hỏi {v} ở đâu.', 'Áo ôm dáng mà vẫn thoải mái, cổ không bị cấn.'],
    4: ['Áo đẹp nhưng phần eo hơi rộng, may là shop chỉnh giúp kịp.', 'Vải đẹp, chỉ là tà hơi dài so với người thấp như mình.'],
    3: ['Áo hơi nhăn khi nhận, phải tự ủi lại.', 'Màu áo ngoài đời trầm hơn trong ảnh.'],
    2: ['Cổ áo bị cứng và cấn, mặc cả buổi khá khó chịu.'],
  },
  gown: {
    5: ['Đầm bắt sáng cực đẹp, lên ảnh lung linh.', 'Mặc đi tiệc cuối năm công ty được khen quá trời.', 'Đầm tôn dáng lắm, ai cũng hỏi mua ở đâu.'],
    4: ['Đầm đẹp, có điều hơi dài so với người 1m55 như mình.', 'Đầm đẹp, phần khoá kéo hơi khó kéo một chút.'],
    3: ['Kim sa rụng vài hạt, nhìn gần hơi lộ.', 'Đầm đẹp nhưng hơi chật ở phần ngực.'],
    2: ['Đầm có mùi ẩm, chắc chưa được phơi kỹ.'],
  },
  wedding: {
    5: ['Váy cưới lộng lẫy, chồng mình nhìn mà ngẩn ngơ luôn.', 'Cô dâu được khen cả buổi, cảm ơn shop đã chỉnh váy vừa khít.', 'Váy nhẹ hơn mình tưởng, đi bàn cả buổi không mỏi.'],
    4: ['Váy rất đẹp nhưng hơi nặng, đi lại cả ngày khá mỏi.', 'Váy đẹp, chỉ tiếc là phải hẹn thử hai lần mới vừa.'],
    3: ['Váy đẹp nhưng phần tùng hơi xẹp, chắc đã cho thuê nhiều lần.'],
    2: ['Đuôi váy có vết bẩn nhỏ, ngày cưới mới phát hiện.'],
  },
  suit: {
    5: ['Vest đứng phom, vai vừa khít, mặc đi đám cưới bạn rất chỉn chu.', 'Vải dày dặn, mặc cả ngày không nhăn.'],
    4: ['Vest đẹp, ống quần hơi dài phải lên gấu.', 'Áo đẹp nhưng hơi nóng nếu mặc ngoài trời.'],
    3: ['Vai áo hơi rộng so với người mình.'],
    2: ['Vest bị bai vai, mặc lên không đứng phom.'],
  },
  kids: {
    5: ['Bé nhà mình mặc xinh xỉu, vải mềm không bị ngứa.', 'Con mặc đi đám cưới cô được khen suốt.'],
    4: ['Bé mặc vừa, có điều nơ hơi dễ bung.'],
    3: ['Vải hơi cứng, bé mặc lâu kêu ngứa.'],
  },
  bag: {
    5: ['Túi xinh, đường may chắc chắn, đựng vừa điện thoại to.', 'Túi nhẹ, cầm đi tiệc rất sang.'],
    4: ['Túi đẹp, quai hơi cứng lúc đầu, dùng vài lần là mềm.'],
    3: ['Túi nhỏ hơn mình nghĩ, chỉ vừa điện thoại với son.'],
    2: ['Khoá túi hơi kẹt, mở ra đóng vào rất khó.'],
  },
  shoe: {
    5: ['Giày êm chân, đi cả buổi tiệc không bị đau.', 'Giày đẹp, gót chắc, đi rất vững.'],
    4: ['Giày đẹp nhưng hơi chật, nên lấy lớn hơn nửa size.'],
    3: ['Giày hơi cứng, đi lâu bị đau gót.'],
    2: ['Đế giày bị trơn, đi trên sàn đá rất sợ ngã.'],
  },
  accessory: {
    5: ['Phụ kiện tinh xảo, đeo lên rất sang.', 'Đi cùng áo dài hợp cực kỳ, chụp ảnh rất đẹp.'],
    4: ['Đẹp, nhưng hộp đựng hơi đơn giản.'],
    3: ['Đẹp nhưng hơi nặng, đeo lâu bị mỏi.'],
  },
};

const CLOSERS: Record<Stars, readonly string[]> = {
  5: ['Cảm ơn shop nhiều!', 'Chắc chắn sẽ quay lại.', '10 điểm không có nhưng!', 'Mọi người nên {v} thử nhé.', 'Yêu shop ❤️'],
  4: ['Nhìn chung vẫn hài lòng.', 'Sẽ ủng hộ shop tiếp.', 'Vẫn đáng để {v}.'],
  3: ['Mong shop cải thiện thêm.', 'Tạm chấp nhận được.'],
  2: ['Hy vọng shop kiểm tra đồ kỹ hơn.', 'Hơi tiếc vì kỳ vọng nhiều hơn.'],
  1: ['Sẽ không {v} lại.', 'Rất thất vọng.'],
};

function familyOf(group: ProductGroup): Family {
  if (group === 'jewellery' || group === 'scarf' || group === 'headpiece') return 'accessory';
  return group;
}

/** For one verb, family and star level: the sentences and every sentence + closer, built once. */
interface Pool {
  main: readonly string[];
  /** withCloser[i][j] = main[i] + ' ' + closers[j] */
  withCloser: ReadonlyArray<readonly string[]>;
}
type Pools = Record<Family, Record<Stars, Pool>>;

function buildPools(verb: string): Pools {
  const fill = (list: readonly string[]) => list.map((t) => t.replace('{v}', verb));
  const pools = {} as Pools;
  for (const family of Object.keys(SPECIFIC) as Family[]) {
    const byStar = {} as Record<Stars, Pool>;
    for (const star of [1, 2, 3, 4, 5] as const) {
      const main = fill([...(SPECIFIC[family][star] ?? []), ...GENERIC[star]]);
      const closers = fill(CLOSERS[star]);
      byStar[star] = { main, withCloser: main.map((m) => closers.map((c) => `${m} ${c}`)) };
    }
    pools[family] = byStar;
  }
  return pools;
}
const POOLS = { thuê: buildPools('thuê'), mua: buildPools('mua') };

const STARS = new WeightedTable<Stars>([1, 2, 3, 4, 5], [3, 4, 10, 30, 53]);
const DAY = 86_400_000;
const QUARTER_HOUR = 900_000;

/** Review times are whole quarter-hours, so their ISO strings are built once and shared. */
export class QuarterHourClock {
  private readonly first: number;
  private readonly cache: Array<string | undefined>;

  /** Covers [baseDate - spanDays, baseDate]. */
  constructor(baseDate: number, spanDays: number) {
    this.first = floor((baseDate - spanDays * DAY) / QUARTER_HOUR);
    const size = ceil((spanDays * DAY) / QUARTER_HOUR) + 2;
    this.cache = new Array<string | undefined>(size).fill(undefined);
  }

  iso(ms: number): string {
    const slot = floor(ms / QUARTER_HOUR);
    const i = slot - this.first;
    if (i < 0 || i >= this.cache.length) return new NativeDate(slot * QUARTER_HOUR).toISOString();
    let iso = this.cache[i];
    if (iso === undefined) {
      iso = new NativeDate(slot * QUARTER_HOUR).toISOString();
      this.cache[i] = iso;
    }
    return iso;
  }
}

export interface ReviewContext {
  group: ProductGroup;
  rentable: boolean;
  salable: boolean;
  /** Share of female reviewers. */
  female: number;
  /** Epoch ms; reviews fall between createdAt + 3 days and the base date (whole quarter-hours). */
  createdAt: number;
  baseDate: number;
  clock: QuarterHourClock;
}

/** `count` reviews, newest first. */
export function generateReviews(rng: Random, count: number, x: ReviewContext): SeedReview[] {
  const from = x.createdAt + 3 * DAY;
  if (count <= 0 || from >= x.baseDate) return [];
  const family = familyOf(x.group);
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(from + floor(rng.next() * (x.baseDate - from)));
  times.sort((a, b) => b - a);
  const reviews: SeedReview[] = [];
  const used: string[] = [];
  for (const at of times) {
    const stars = STARS.pick(rng);
    const verb = x.rentable && (!x.salable || rng.chance(0.6)) ? 'thuê' : 'mua';
    const pool = POOLS[verb][family][stars];
    let index = rng.int(0, pool.main.length - 1);
    for (let k = 0; k < 3 && used.includes(pool.main[index]!); k++) index = rng.int(0, pool.main.length - 1);
    used.push(pool.main[index]!);
    const closers = pool.withCloser[index]!;
    const text = rng.chance(stars >= 4 ? 0.45 : 0.35) ? closers[rng.int(0, closers.length - 1)]! : pool.main[index]!;
    reviews.push({ stars, text, author: personName(rng, rng.chance(x.female)), date: x.clock.iso(at) });
  }
  return reviews;
}
