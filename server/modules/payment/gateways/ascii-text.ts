/** Vietnamese text → `[A-Za-z0-9 ]` (VNPay OrderInfo, bank-transfer memos): diacritics dropped, the rest removed. */
export function asciiText(text: string, maxLength = 255): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength);
}
