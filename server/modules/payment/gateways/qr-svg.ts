/** A QR code as an SVG data URL, drawn synchronously from the `qrcode` package's module matrix (4-module quiet zone). */
import QRCode from 'qrcode';

const QUIET_ZONE = 4;

export function qrSvg(content: string): string {
  const { modules } = QRCode.create(content, { errorCorrectionLevel: 'M' });
  const size = modules.size + QUIET_ZONE * 2;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img" aria-label="Mã QR chuyển khoản">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}

export function qrSvgDataUrl(content: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(qrSvg(content), 'utf8').toString('base64')}`;
}
