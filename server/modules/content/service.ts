import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentPages } from '../../db/schema';
import { contentPath, isContentGroup, type ContentGroup } from '../../../core/contracts/content-vocab';
import type { ContentPage, ContentPageSummary } from '../../../core/contracts/content';

export const CONTENT_NOT_FOUND = 'Không tìm thấy trang nội dung';

export const groupOrder = sql`array_position(array['about-us','about','customer-care','info','seft']::text[], ${contentPages.group})`;

const summaryColumns = {
  link: contentPages.link,
  group: contentPages.group,
  title: contentPages.title,
  summary: contentPages.summary,
  updatedAt: contentPages.updatedAt,
};

function toSummary(row: { link: string; group: ContentGroup; title: string; summary: string; updatedAt: Date }): ContentPageSummary {
  return {
    link: row.link,
    group: row.group,
    path: contentPath(row.group, row.link),
    title: row.title,
    summary: row.summary,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every content page without its body, grouped (about us, about, customer care, info, seft) then by position. */
export async function listContentPages(db: Db): Promise<ContentPageSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(contentPages)
    .orderBy(groupOrder, asc(contentPages.position), asc(contentPages.id));
  return rows.map(toSummary);
}

/** Every content page with its body (the build-time snapshot). */
export async function allContentPages(db: Db): Promise<ContentPage[]> {
  const rows = await db
    .select({ ...summaryColumns, id: contentPages.id, bodyHtml: contentPages.bodyHtml })
    .from(contentPages)
    .orderBy(groupOrder, asc(contentPages.position), asc(contentPages.id));
  return rows.map((row) => ({ id: row.id, ...toSummary(row), bodyHtml: row.bodyHtml }));
}

export async function findContentPage(db: Db, group: string, link: string): Promise<ContentPage | null> {
  if (!isContentGroup(group)) return null;
  const [row] = await db
    .select({ ...summaryColumns, id: contentPages.id, bodyHtml: contentPages.bodyHtml })
    .from(contentPages)
    .where(and(eq(contentPages.group, group), eq(contentPages.link, link)))
    .limit(1);
  return row ? { id: row.id, ...toSummary(row), bodyHtml: row.bodyHtml } : null;
}
