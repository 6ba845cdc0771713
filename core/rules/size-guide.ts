/**
 * A size guide's table as staff may save it (the back-office checks as they type, the server on save): named,
 * distinct columns; distinct sizes; each row one value per column (blank allowed) and at least one measurement.
 * Spaces are tidied. Returns the tidy table or the first problem, in Vietnamese.
 */
import type { SizeGuideTable } from '../contracts/size-guide';

export const SIZE_GUIDE_MESSAGES = {
  blankColumn: 'Tên cột không được để trống',
  sameColumn: (name: string) => `Cột "${name}" bị lặp lại`,
  blankSize: 'Tên size không được để trống',
  sameSize: (size: string) => `Size "${size}" bị lặp lại`,
  rowLength: (size: string, columns: number) => `Dòng size "${size}" phải có đúng ${columns} giá trị, theo thứ tự các cột`,
  emptyRow: (size: string) => `Dòng size "${size}" chưa có số đo nào`,
} as const;

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

export function checkSizeGuide(input: SizeGuideTable): { table: SizeGuideTable } | { problem: string } {
  const columns = input.columns.map(tidy);
  const seenColumns = new Set<string>();
  for (const column of columns) {
    if (!column) return { problem: SIZE_GUIDE_MESSAGES.blankColumn };
    if (seenColumns.has(column.toLowerCase())) return { problem: SIZE_GUIDE_MESSAGES.sameColumn(column) };
    seenColumns.add(column.toLowerCase());
  }
  const seenSizes = new Set<string>();
  const rows: SizeGuideTable['rows'] = [];
  for (const row of input.rows) {
    const size = tidy(row.size);
    if (!size) return { problem: SIZE_GUIDE_MESSAGES.blankSize };
    if (seenSizes.has(size.toUpperCase())) return { problem: SIZE_GUIDE_MESSAGES.sameSize(size) };
    seenSizes.add(size.toUpperCase());
    if (row.values.length !== columns.length) return { problem: SIZE_GUIDE_MESSAGES.rowLength(size, columns.length) };
    const values = row.values.map(tidy);
    if (values.every((value) => !value)) return { problem: SIZE_GUIDE_MESSAGES.emptyRow(size) };
    rows.push({ size, values });
  }
  return { table: { columns, rows } };
}
