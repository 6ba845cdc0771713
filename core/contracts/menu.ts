/** The menu's API contract: a tree of categories (the component refers back to itself). */
import { Type, type Static } from 'typebox';
import { Component, ref } from './common';

/** One item of `GET /v1/menu`, with its nested children: built by the API and by the build-time catalogue alike. */
export interface MenuItem {
  id: number;
  name: string;
  link: string;
  logoUrl: string | null;
  parentId: number | null;
  children: MenuItem[];
}

export const MenuItem = Component<MenuItem>('MenuItem', {
  type: 'object',
  required: ['id', 'name', 'link', 'logoUrl', 'parentId', 'children'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    link: { type: 'string' },
    logoUrl: { type: ['string', 'null'] },
    parentId: { type: ['integer', 'null'] },
    children: { type: 'array', items: { $ref: 'MenuItem#' } },
  },
});
export const Menu = Type.Object({ items: Type.Array(ref(MenuItem)) });

export const MENU_SCHEMAS = [MenuItem] as const;

export type Menu = Static<typeof Menu>;
