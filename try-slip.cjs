const sharp = require('sharp');
const { slipHtml } = require('./server/modules/rental/slip-html.ts');
const { slipText } = require('./server/modules/rental/slip-text.ts');
const { LATE_FEE_RULE, slipShop } = require('./server/modules/rental/slip-data.ts');
(async () => {
const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#1c5a8a' } }).jpeg().toBuffer();
const data = { kind: 'handover', title: 'Phiếu giao nhận', shop: slipShop(), order: { code: 'DH123456', createdAt: new Date(), paidAt: new Date(), deliveryMethod: 'pickup', address: null, depositTotal: 500000, total: 900000 },
 shopper: { name: 'Nguyễn Thu Hương', phone: '0912345678', email: null },
 lines: [{ productName: 'Đầm dạ hội Xanh Ngọc', sizeName: 'M', mode: 'rent', quantity: 1, unitCodes: ['U000012'], dateFrom: '2026-11-28', dateTo: '2026-11-29', dueBack: '2026-11-30', price: 400000, deposit: 500000, handedOverAt: null, settlement: null, photos: [photo, photo] }],
 lateFeeRule: LATE_FEE_RULE, settled: null };
require('fs').writeFileSync('/tmp/slip.html', slipHtml(slipText(data), 'DH123456'));
})();
