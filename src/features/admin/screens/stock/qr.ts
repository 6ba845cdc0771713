/** A QR code's dark modules as one SVG path (qrcode from npm, fetched with the label sheet only). */
export interface QrPath {
  size: number;
  path: string;
}

export async function qrPath(value: string): Promise<QrPath> {
  const { create } = await import('qrcode');
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
  }
  return { size: modules.size, path };
}
