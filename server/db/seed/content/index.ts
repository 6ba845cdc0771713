import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { contentPages } from '../../schema';
import { sanitizeHtml } from '../../../modules/content/sanitize';
import { CONTENT_REVISED_AT, CONTENT_SEED, EARLIER_REVISIONS, type ContentSeedPage } from './pages';

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

/**
 * Insert the shop's content pages when `content_pages` is empty. Otherwise bring pages still dated an earlier seed
 * revision (never edited by the shop) up to the current texts; pages the shop edited are left alone.
 * Returns whether it seeded.
 */
export async function seedContent(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:content_pages'))`);
    const [existing] = await tx.select({ total: count() }).from(contentPages);
    if ((existing?.total ?? 0) > 0) {
      for (const [position, page] of CONTENT_SEED.entries()) {
        const { link, position: _, ...revised } = contentRow(page, position);
        await tx
          .update(contentPages)
          .set(revised)
          .where(and(eq(contentPages.link, link), inArray(contentPages.updatedAt, EARLIER_REVISIONS)));
      }
      return false;
    }
    await tx.insert(contentPages).values(CONTENT_SEED.map((page, position) => contentRow(page, position)));
    return true;
  });
}
