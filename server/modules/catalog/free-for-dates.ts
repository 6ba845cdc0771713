/**
 * "Ngày bạn cần đồ": the listing keeps the designs with a size free for the shopper's dates. In SQL, for a whole
 * listing: the sizes the dates leave full are few (only sizes with a booking or a block near those days), so
 * they are found first (indexed on the lines' and blocks' days) and a product passes when it has units and either
 * no full size or another size with a unit. The count is cautious — every booking near the dates is counted as if
 * on the same day — so a design shown always has a size free; the cards then name the sizes by the exact rule.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { canRent } from '../../../core/rules/availability';
import { addDays, todayInVietnam } from '../../../core/rules/rental-dates';
import { futureBookingsBySize } from '../stock/availability';
import { sizesByProduct } from '../stock/sizes';

export interface RentalDates {
  dateFrom: string;
  dateTo: string;
}

/** Sizes (with their product) whose units the bookings and blocks near the dates may all take. */
function fullSizes({ dateFrom, dateTo }: RentalDates, today: string): SQL {
  // A booking [df, dt] holds its unit on [df − 1, dt + 2]; the new rental needs [dateFrom − 1, dateTo + 2].
  const lastStart = addDays(dateTo, 3);
  const firstEnd = addDays(dateFrom, -3);
  return sql`select c.size_id, ps.product_id from (
      select oi.size_id, sum(oi.quantity)::int as n from order_items oi join orders o on o.id = oi.order_id
      where oi.mode = 'rent' and oi.extends_item_id is null and oi.date_from <= ${lastStart}::date
        and (oi.date_to >= ${firstEnd}::date or (oi.rental_state = 'with_shopper' and ${today}::date >= ${firstEnd}::date))
        and o.status <> 'cancelled' and not (o.status = 'not_paid' and o.expires_at is not null and o.expires_at < now())
      group by oi.size_id
      union all
      select u.size_id, count(distinct b.unit_id)::int from unit_blocks b join product_units u on u.id = b.unit_id
      where u.status = 'active' and b.date_from <= ${addDays(dateTo, 2)}::date and b.date_to >= ${addDays(dateFrom, -1)}::date
      group by u.size_id
    ) c join product_sizes ps on ps.id = c.size_id
    group by c.size_id, ps.product_id
    having sum(c.n) >= (select count(*) from product_units u2 where u2.size_id = c.size_id and u2.status = 'active')`;
}

/** SQL condition on `products`: a rentable design with a size free for the dates. */
export function freeForDates(dates: RentalDates, today: string = todayInVietnam()): SQL {
  const full = fullSizes(dates, today);
  // Left out: the designs with a full size and no other size holding a unit — looked at for those few designs only
  // (a scalar subquery, so the planner keeps it per design on the indexes instead of hashing every unit).
  // Qualified by hand: Drizzle writes a lone table's columns unqualified, which a subquery would read as its own.
  return sql`("products"."stock" > 0 and "products"."type" <> 'PRODUCT_TYPE_SALABLE' and "products"."id" not in (
    select f.product_id from (${full}) f
    where (select count(*) from product_sizes fs
      where fs.product_id = f.product_id and fs.id not in (select f2.size_id from (${full}) f2)
        and exists (select 1 from product_units fu where fu.size_id = fs.id and fu.status = 'active')) = 0
  ))`;
}

/** The names of the sizes of each product free for the dates (one unit), by the exact availability rule. */
export async function freeSizeNames(db: DbOrTx, productIds: readonly number[], dates: RentalDates): Promise<Map<number, string[]>> {
  const today = todayInVietnam();
  const sizes = await sizesByProduct(db, productIds);
  const all = [...sizes.values()].flat();
  const bookings = await futureBookingsBySize(db, all.map((size) => size.id), today);
  const names = new Map<number, string[]>();
  for (const [productId, list] of sizes) {
    names.set(
      productId,
      list.filter((size) => size.stock > 0 && canRent(bookings.get(size.id) ?? [], size.stock, 1, dates.dateFrom, dates.dateTo)).map((size) => size.name),
    );
  }
  return names;
}
