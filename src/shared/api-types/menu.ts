/** One item of `GET /v1/menu` (`{ items: MenuItemDto[] }`), top level with nested children: one definition for both halves. */
export interface MenuItemDto {
  id: number;
  name: string;
  link: string;
  logoUrl: string | null;
  parentId: number | null;
  children: MenuItemDto[];
}
