/** The content pages' API contract (TypeBox). */
import { Type, type Static } from 'typebox';
import { CONTENT_GROUPS } from './content-vocab';
import { DateTime, Int, Str, StringEnum, ref } from './common';

const summaryProperties = {
  link: Str,
  group: StringEnum(CONTENT_GROUPS),
  /** The storefront route: `/about-us` or `/{group}/{link}`. */
  path: Str,
  title: Str,
  summary: Str,
  updatedAt: DateTime,
};

export const ContentPageSummary = Type.Object(summaryProperties, { $id: 'ContentPageSummary' });
export const ContentPage = Type.Object(
  { id: Int, ...summaryProperties, bodyHtml: Type.String({ description: 'HTML đã được lọc theo danh sách thẻ cho phép' }) },
  { $id: 'ContentPage' },
);
export const ContentPageList = Type.Object({ items: Type.Array(ref(ContentPageSummary)) });
export const ContentPageParams = Type.Object({ group: Type.String({ minLength: 1, maxLength: 40 }), link: Type.String({ minLength: 1, maxLength: 200 }) });

export const CONTENT_SCHEMAS = [ContentPageSummary, ContentPage] as const;

export type ContentPageSummary = Static<typeof ContentPageSummary>;
export type ContentPage = Static<typeof ContentPage>;
export type ContentPageList = Static<typeof ContentPageList>;
