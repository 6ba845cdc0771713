import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import type { BannerFilter } from '../../../core/contracts/home-vocab';
import type { Pagination } from '../../../core/contracts/common';
import type { Banner } from '../../../core/contracts/home';

/** Kind in the order hot, big, small, icon1, icon2 (not alphabetical): the storefront's list and the back-office's. */
export const kindOrder = sql`array_position(array['hot','big','small','icon1','icon2']::text[], ${banners.kind})`;

export async function listBanners(
  db: Db,
  opts: { filter?: BannerFilter; page: number; limit: number; now?: Date },
): Promise<{ items: Banner[]; pagination: Pagination }> {
  const now = opts.now ?? new Date();
  const where = opts.filter === 'RUNNING_BANNER' ? and(lte(banners.startsAt, now), gt(banners.endsAt, now)) : undefined;
  const rows = await db
    .select({
      id: banners.id,
      kind: banners.kind,
      title: banners.title,
      subtitle: banners.subtitle,
      link: banners.link,
      imageKey: banners.imageKey,
      backgroundColor: banners.backgroundColor,
      position: banners.position,
      startsAt: banners.startsAt,
      endsAt: banners.endsAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(banners)
    .where(where)
    .orderBy(kindOrder, asc(banners.position), asc(banners.id))
    .limit(opts.limit)
    .offset((opts.page - 1) * opts.limit);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [counted] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(banners).where(where);
    total = counted?.total ?? 0;
  }
  return {
    items: rows.map(({ total: _total, startsAt, endsAt, ...rest }) => ({
      ...rest,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
    })),
    pagination: { page: opts.page, limit: opts.limit, total },
  };
}
