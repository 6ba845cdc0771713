/** The membership packages on sale (prices in VND). Seeded when the table is empty. */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { membershipPackages } from '../schema';

export const MEMBERSHIP_PACKAGES_SEED = [
  {
    name: 'Thành viên Bạc',
    type: 'MEMBERSHIP_TYPE_SILVER',
    color: '#A8A9AD',
    percentDiscount: 5,
    extendDay: 1,
    isFreeFirstOrder: false,
    price: 99_000,
    durationDays: 30,
    description:
      'Giảm 5% giá thuê cho mọi đơn trong 30 ngày. Phù hợp khi bạn cần thuê đồ cho một dịp đặc biệt.',
    position: 1,
  },
  {
    name: 'Thành viên Vàng',
    type: 'MEMBERSHIP_TYPE_GOLD',
    color: '#D4AF37',
    percentDiscount: 10,
    extendDay: 2,
    isFreeFirstOrder: true,
    price: 199_000,
    durationDays: 90,
    description:
      'Giảm 10% giá thuê trong 90 ngày, giữ đồ thêm 1 ngày miễn phí (giá thuê gồm 3 ngày) và miễn phí tiền thuê đơn đầu tiên. Dành cho bạn thường xuyên dự tiệc, sự kiện.',
    position: 2,
  },
  {
    name: 'Thành viên Kim cương',
    type: 'MEMBERSHIP_TYPE_DIAMOND',
    color: '#6EC1E4',
    percentDiscount: 15,
    extendDay: 3,
    isFreeFirstOrder: true,
    price: 499_000,
    durationDays: 365,
    description:
      'Ưu đãi cao nhất: giảm 15% giá thuê suốt 365 ngày, giữ đồ thêm 2 ngày miễn phí (giá thuê gồm 4 ngày) và miễn phí tiền thuê đơn đầu tiên. Tiết kiệm nhất cho tín đồ thời trang.',
    position: 3,
  },
] as const;

/** Descriptions an earlier seed wrote, which promised a day more than the rule gives: replaced where never edited. */
const EARLIER_DESCRIPTIONS: Record<string, string> = {
  MEMBERSHIP_TYPE_SILVER:
    'Giảm 5% giá thuê cho mọi đơn trong 30 ngày và được giữ đồ thêm 1 ngày mà không tính phí gia hạn. Phù hợp khi bạn cần thuê đồ cho một dịp đặc biệt.',
  MEMBERSHIP_TYPE_GOLD:
    'Giảm 10% giá thuê trong 90 ngày, giữ đồ thêm 2 ngày miễn phí và miễn phí đơn thuê đầu tiên. Dành cho bạn thường xuyên dự tiệc, sự kiện.',
  MEMBERSHIP_TYPE_DIAMOND:
    'Ưu đãi cao nhất: giảm 15% giá thuê suốt 365 ngày, giữ đồ thêm 3 ngày miễn phí và miễn phí đơn thuê đầu tiên. Tiết kiệm nhất cho tín đồ thời trang.',
};

export async function seedMembershipPackages(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Several server instances may start together on one PostgreSQL: only one seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:membership_packages'))`);
    const [row] = await tx.select({ n: count() }).from(membershipPackages);
    if ((row?.n ?? 0) > 0) {
      for (const pkg of MEMBERSHIP_PACKAGES_SEED) {
        const earlier = EARLIER_DESCRIPTIONS[pkg.type];
        if (!earlier) continue;
        await tx
          .update(membershipPackages)
          .set({ description: pkg.description })
          .where(and(eq(membershipPackages.type, pkg.type), eq(membershipPackages.description, earlier)));
      }
      return false;
    }
    await tx.insert(membershipPackages).values(MEMBERSHIP_PACKAGES_SEED.map((pkg) => ({ ...pkg })));
    return true;
  });
}
