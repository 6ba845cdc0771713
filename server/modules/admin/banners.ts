/**
 * Banners as marketing schedules them: every banner, whatever its window, with its state now. The window is taken in
 * Vietnam days and stored as instants by the shared rule (core/rules/banner-window.ts); the picture is drawn by
 * the image host from the title (a new title or art gets a new key, so no cached render shows the old one). Every
 * write is audited and announced to every instance.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { banners, menuItems, type BannerRow, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { kindOrder } from '../banner/service';
import { announceCatalogChange } from '../catalog/changes';
import { ATTRIBUTE_VOCABULARIES } from '../catalog/vocabularies';
import type { AdminBanner, BannerInput } from '../../../core/contracts/admin-catalog';
import { bannerDays, bannerState, bannerWindow } from '../../../core/rules/banner-window';
import { linkFromName } from '../../../core/rules/product-draft';
import { isDay } from '../../../core/rules/rental-dates';
import { recordAudit } from './audit';
import { ADMIN_MESSAGES } from './messages';

function toAdminBanner(row: BannerRow, now = new Date()): AdminBanner {
  const window = { startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    subtitle: row.subtitle ?? '',
    link: row.link,
    backgroundColor: row.backgroundColor,
    position: row.position,
    ...bannerDays(window),
    ...window,
    artCategoryLink: row.artCategoryLink ?? '',
    artColour: row.artColour ?? '',
    imageKey: row.imageKey,
    state: bannerState(window, now),
  };
}

export async function listAdminBanners(db: Db): Promise<{ items: AdminBanner[] }> {
  const rows = await db.select().from(banners).orderBy(kindOrder, asc(banners.position), asc(banners.id));
  const now = new Date();
  return { items: rows.map((row) => toAdminBanner(row, now)) };
}

async function checked(tx: DbOrTx, input: BannerInput) {
  if (!isDay(input.firstDay) || !isDay(input.lastDay)) throw new HttpError(400, ADMIN_MESSAGES.bannerBadDay);
  if (input.lastDay < input.firstDay) throw new HttpError(400, ADMIN_MESSAGES.bannerEndsBeforeStart);
  const title = input.title.trim();
  if (title === '') throw new HttpError(400, ADMIN_MESSAGES.bannerNoTitle);
  if (input.artCategoryLink) {
    const [category] = await tx.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.link, input.artCategoryLink));
    if (!category) throw new HttpError(400, ADMIN_MESSAGES.categoryNotFound);
  }
  if (input.artColour && !ATTRIBUTE_VOCABULARIES.colour.includes(input.artColour)) throw new HttpError(400, ADMIN_MESSAGES.bannerBadColour);
  const window = bannerWindow(input.firstDay, input.lastDay);
  return {
    kind: input.kind,
    title,
    subtitle: input.subtitle.trim() || null,
    link: input.link,
    backgroundColor: input.backgroundColor.toLowerCase(),
    position: input.position,
    startsAt: new Date(window.startsAt),
    endsAt: new Date(window.endsAt),
    artCategoryLink: input.artCategoryLink || null,
    artColour: input.artColour || null,
  };
}

const newImageKey = (title: string) => `b/${(linkFromName(title) || 'banner').slice(0, 60)}-${randomBytes(3).toString('hex')}`;

/** What the audit log keeps of a banner. */
const snapshot = (row: BannerRow) => {
  const { id: _id, ...rest } = toAdminBanner(row);
  return rest;
};

export async function createBanner(db: Db, staff: StaffUserRow, input: BannerInput): Promise<AdminBanner> {
  return db.transaction(async (tx) => {
    const values = await checked(tx, input);
    const [row] = await tx
      .insert(banners)
      .values({ ...values, imageKey: newImageKey(values.title) })
      .returning();
    await recordAudit(tx, staff, { action: 'banner.create', entity: 'banner', entityId: row!.id, after: snapshot(row!) });
    await announceCatalogChange(tx);
    return toAdminBanner(row!);
  });
}

async function lockBanner(tx: DbOrTx, id: number): Promise<BannerRow> {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.bannerNotFound);
  return row;
}

export async function updateBanner(db: Db, staff: StaffUserRow, id: number, input: BannerInput): Promise<AdminBanner> {
  return db.transaction(async (tx) => {
    const before = await lockBanner(tx, id);
    const values = await checked(tx, input);
    const redrawn = values.title !== before.title || values.artCategoryLink !== before.artCategoryLink || values.artColour !== before.artColour;
    const [after] = await tx
      .update(banners)
      .set({ ...values, ...(redrawn ? { imageKey: newImageKey(values.title) } : {}) })
      .where(eq(banners.id, id))
      .returning();
    await recordAudit(tx, staff, { action: 'banner.update', entity: 'banner', entityId: id, before: snapshot(before), after: snapshot(after!) });
    await announceCatalogChange(tx);
    return toAdminBanner(after!);
  });
}

export async function deleteBanner(db: Db, staff: StaffUserRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockBanner(tx, id);
    await tx.delete(banners).where(eq(banners.id, id));
    await recordAudit(tx, staff, { action: 'banner.delete', entity: 'banner', entityId: id, before: snapshot(before) });
    await announceCatalogChange(tx);
  });
}
