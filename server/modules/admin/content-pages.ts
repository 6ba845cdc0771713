/**
 * Content pages as marketing edits them (guides, policies, FAQ): the body is rich text cleaned by the allow-list
 * sanitizer (sanitize-html, ../content/sanitize.ts) before it is stored, so what the database holds is safe to
 * render; the summary is the author's, or the body's first words. Audited and announced to every instance.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contentPages, type ContentPageRow, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { announceCatalogChange } from '../catalog/changes';
import { htmlToText, MAX_CONTENT_DEPTH, nestingDepth, sanitizeHtml } from '../content/sanitize';
import { groupOrder } from '../content/service';
import { contentPath } from '../../../core/contracts/content-vocab';
import type { AdminContentPage, ContentPageInput } from '../../../core/contracts/admin-catalog';
import { recordAudit } from './audit';
import { ADMIN_MESSAGES } from './messages';

const SUMMARY_WORDS = 30;

function toAdminPage(row: ContentPageRow): AdminContentPage {
  return {
    id: row.id,
    group: row.group,
    link: row.link,
    path: contentPath(row.group, row.link),
    title: row.title,
    summary: row.summary,
    bodyHtml: row.bodyHtml,
    position: row.position,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminPages(db: Db): Promise<{ items: AdminContentPage[] }> {
  const rows = await db.select().from(contentPages).orderBy(groupOrder, asc(contentPages.position), asc(contentPages.id));
  return { items: rows.map(toAdminPage) };
}

async function lockPage(tx: DbOrTx, id: number): Promise<ContentPageRow> {
  const [row] = await tx.select().from(contentPages).where(eq(contentPages.id, id)).for('update');
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.pageNotFound);
  return row;
}

export async function adminPage(db: Db, id: number): Promise<AdminContentPage> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id));
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.pageNotFound);
  return toAdminPage(row);
}

/** The first words of the body when the author left the summary empty. */
function summaryOf(summary: string, bodyHtml: string): string {
  const own = summary.trim();
  if (own) return own;
  const words = htmlToText(bodyHtml).split(' ');
  return words.length > SUMMARY_WORDS ? `${words.slice(0, SUMMARY_WORDS).join(' ')}…` : words.join(' ');
}

export async function updatePage(db: Db, staff: StaffUserRow, id: number, input: ContentPageInput): Promise<AdminContentPage> {
  const title = input.title.trim();
  if (!title) throw new HttpError(400, ADMIN_MESSAGES.pageNoTitle);
  if (nestingDepth(input.bodyHtml) > MAX_CONTENT_DEPTH) throw new HttpError(400, ADMIN_MESSAGES.pageTooDeep(MAX_CONTENT_DEPTH));
  const bodyHtml = sanitizeHtml(input.bodyHtml);
  if (!htmlToText(bodyHtml)) throw new HttpError(400, ADMIN_MESSAGES.pageEmpty);
  return db.transaction(async (tx) => {
    const before = await lockPage(tx, id);
    const [after] = await tx
      .update(contentPages)
      .set({ title, summary: summaryOf(input.summary, bodyHtml), bodyHtml, position: input.position, updatedAt: new Date() })
      .where(eq(contentPages.id, id))
      .returning();
    const kept = (row: ContentPageRow) => ({ title: row.title, summary: row.summary, bodyHtml: row.bodyHtml, position: row.position });
    await recordAudit(tx, staff, { action: 'content.update', entity: 'content_page', entityId: id, before: kept(before), after: kept(after!) });
    await announceCatalogChange(tx);
    return toAdminPage(after!);
  });
}
