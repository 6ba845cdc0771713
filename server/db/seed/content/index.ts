import { count, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { contentPages } from '../../schema';
import { sanitizeHtml } from '../../../modules/content/sanitize';
import { CONTENT_REVISED_AT, CONTENT_SEED, type ContentSeedPage } from './pages';

/** A seed page as a row: the body is sanitised here, at write time. */
export function contentRow(page: ContentSeedPage, position: number) {
  return {
    link: page.link,
    group: page.group,
    title: page.title,
    summary: page.summary,
    bodyHtml: sanitizeHtml(page.html.trim()),
    position,
    updatedAt: CONTENT_REVISED_AT,
  };
}

/** Insert the shop's content pages when `content_pages` is empty. Returns whether it seeded. */
export async function seedContent(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:content_pages'))`);
    const [existing] = await tx.select({ total: count() }).from(contentPages);
    if ((existing?.total ?? 0) > 0) return false;
    await tx.insert(contentPages).values(CONTENT_SEED.map((page, position) => contentRow(page, position)));
    return true;
  });
}
