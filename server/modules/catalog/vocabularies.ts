/** The shop's attribute vocabularies in their order: the listing's facet order and the back-office form's choices. */
import { COLOURS, MATERIALS, OCCASIONS, SIZES, STYLES } from '../../db/seed/catalog';
import type { AttributeName } from '../../../core/contracts/catalog-vocab';

export const ATTRIBUTE_VOCABULARIES: Record<AttributeName, string[]> = {
  size: [...SIZES],
  colour: [...COLOURS],
  style: [...STYLES],
  occasion: [...OCCASIONS],
  material: [...MATERIALS],
};
