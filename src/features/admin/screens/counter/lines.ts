/** A line staff have picked, with the names to show before the quote answers. */
import type { CounterLine } from '../../../../../core/contracts/counter';

export interface DraftLine extends CounterLine {
  productName: string;
  sizeName: string;
}

/** The line as the API takes it. */
export const toCounterLine = ({ productId, sizeId, mode, quantity, dateFrom, dateTo }: DraftLine): CounterLine => ({ productId, sizeId, mode, quantity, dateFrom, dateTo });
