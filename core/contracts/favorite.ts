/** The favourites' API contract (TypeBox): favourites are catalogue product cards. */
import { Type, type Static } from 'typebox';
import { ProductCard } from './catalog';
import { Id, Int, Paged } from './common';

export const FavoriteList = Paged(ProductCard);
export const FavoriteIds = Type.Object({ ids: Type.Array(Int) });
export const AddFavoriteBody = Type.Object({ productId: Id }, { additionalProperties: false });
/** `id` is the product's id. */
export const RemoveFavoriteBody = Type.Object({ id: Id }, { additionalProperties: false });

export type FavoriteIds = Static<typeof FavoriteIds>;
