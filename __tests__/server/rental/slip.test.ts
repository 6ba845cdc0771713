/**
 * The slips over real HTTP: the hand-over slip (PDF and printable page) with the shop, the shopper, the size and
 * unit code, the deposit, the due-back day, the late-fee rule, the hand-over photos and the two signature boxes; the
 * return slip with the settlement the return recorded; the shopper sees her own order's slips and no one else's.
 */
import sharp from 'sharp';
import { day, expectVietnameseError, makeProduct, newShopper, addRent, startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { PlacedBody } from '../order/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, type AdminOrderBody, type Staff } from '../admin/helpers';
import { fetchFile, pdfText } from '../helpers/documents';
import { paidPickupRental, rentalDates } from './helpers';
import { formatDate } from '../../../core/format';
import { SHOP_CONTACT_DEFAULTS } from '../../../core/contracts/shop-vocab';

let server: AccountsServer;
let clerk: Staff;
let marketing: Staff;
beforeAll(async () => {
  server = await startShopServer();
  const { owner } = await loggedInOwner(server);
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
  ({ member: marketing } = await loggedInStaff(server, owner, 'marketing'));
});
afterAll(async () => server.close());

const picture = () => sharp({ create: { width: 600, height: 800, channels: 3, background: '#1c5a8a' } }).jpeg().toBuffer();
/** pdf.js breaks lines where the PDF does: compare on single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the hand-over slip', () => {
  test('the PDF carries the shop, the shopper, size, unit code, deposit, due-back day, the late-fee rule, photos and signature boxes in readable Vietnamese', async () => {
    const { order, itemId } = await paidPickupRental(server, clerk);
    const handed = await handOverWithUnits(clerk, order.id);
    expect(handed.status).toBe(200);
    const unitCode = handed.body.units.find((unit) => unit.itemId === itemId)!.code;
    expect((await clerk.upload(`/v1/admin/orders/${order.id}/items/${itemId}/photos`, await picture(), 'image/jpeg')).status).toBe(201);

    const slip = await fetchFile(server, `/v1/admin/orders/${order.id}/slip`, clerk);
    expect(slip.status).toBe(200);
    expect(slip.type).toBe('application/pdf');
    expect(slip.disposition).toBe(`inline; filename="phieu-giao-nhan-${order.code}.pdf"`);
    expect(slip.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The font is embedded (a subset of DejaVu Sans), and so is the hand-over photo.
    const raw = slip.bytes.toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/DejaVuSans/);
    expect(raw).toMatch(/\/Subtype \/Image/);

    const { text } = pdfText(slip.bytes);
    const words = flat(text);
    for (const expected of [
      'PHIẾU GIAO NHẬN',
      SHOP_CONTACT_DEFAULTS.name,
      SHOP_CONTACT_DEFAULTS.address,
      order.code,
      'Đầm dạ hội Xanh Ngọc',
      unitCode,
      '500.000 ₫',
      `Hạn trả đồ: ${formatDate(day(4))}`,
      'mỗi ngày tính 20% tiền thuê',
      'Nhận tại cửa hàng',
      'Bên giao (Cửa hàng)',
      'Bên nhận (Khách hàng)',
      'Ảnh tình trạng khi giao',
    ]) {
      expect(words).toContain(expected);
    }
  });

  test('the printable page says the same, with print styles and the photo inline; staff only, marketing is refused', async () => {
    const { order, itemId } = await paidPickupRental(server, clerk);
    const handed = await handOverWithUnits(clerk, order.id);
    await clerk.upload(`/v1/admin/orders/${order.id}/items/${itemId}/photos`, await picture(), 'image/jpeg');
    const page = await fetchFile(server, `/v1/admin/orders/${order.id}/slip?kind=handover&format=html`, clerk);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    const html = page.bytes.toString('utf8');
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('@media print');
    expect(html).toContain(order.code);
    expect(html).toContain(handed.body.units[0]!.code);
    expect(html).toContain('Bên nhận (Khách hàng)');
    expect(html).toMatch(/<img alt="Ảnh tình trạng khi giao[^"]*" src="data:image\/jpeg;base64,/);
    expect(html).not.toContain('<script');
    expectVietnameseError(await marketing.get(`/v1/admin/orders/${order.id}/slip`), 403);
  });

  test('no slip for an unpaid order (409), none for a missing one (404), a bad kind is 400', async () => {
    const dress = await makeProduct(server, { stock: 1, rentalPrice: 100_000, depositPrice: 100_000 });
    const { shopper } = await newShopper(server);
    const unpaid = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [await addRent(shopper, dress.id, day(2), day(3))], deliveryMethod: 'pickup', paymentMethod: 'cash' });
    expect(expectVietnameseError(await clerk.get(`/v1/admin/orders/${unpaid.body.order.id}/slip`), 409)).toContain('chưa được thanh toán');
    expectVietnameseError(await clerk.get('/v1/admin/orders/99999999/slip'), 404);
    expectVietnameseError(await clerk.get(`/v1/admin/orders/${unpaid.body.order.id}/slip?kind=contract`), 400);
  });
});

describe('the return slip', () => {
  test('late with a damage charge: each line’s deposit, late fee, damage and refund as the return recorded them', async () => {
    const { order, itemId } = await paidPickupRental(server, clerk);
    await handOverWithUnits(clerk, order.id);
    expect(expectVietnameseError(await clerk.get(`/v1/admin/orders/${order.id}/slip?kind=return`), 409)).toContain('chưa có món nào được trả');
    await rentalDates(server, itemId, -4, -2);
    const returned = await clerk.post<AdminOrderBody>(`/v1/admin/orders/${order.id}/items/${itemId}/return`, {
      returnedOn: day(0),
      condition: 'damaged',
      damageCharge: 50_000,
      note: 'Bung chỉ ở gấu váy',
      refundMethod: 'wallet',
    });
    expect(returned.status).toBe(200);
    const rental = returned.body.order.items[0]!.rental!;
    const slip = await fetchFile(server, `/v1/admin/orders/${order.id}/slip?kind=return`, clerk);
    expect(slip.status).toBe(200);
    expect(slip.disposition).toContain(`phieu-tra-do-${order.code}.pdf`);
    const words = flat(pdfText(slip.bytes).text);
    expect(words).toContain('PHIẾU TRẢ ĐỒ VÀ QUYẾT TOÁN TIỀN CỌC');
    expect(words).toContain(`Phí trả muộn: ${'40.000 ₫'}`);
    expect(rental).toMatchObject({ lateFee: 40_000, damageCharge: 50_000, depositRefund: 410_000 });
    expect(words).toContain('Phí hư hỏng / mất đồ: 50.000 ₫');
    expect(words).toContain('Tiền cọc hoàn lại: 410.000 ₫');
    expect(words).toContain('Hư hỏng: Bung chỉ ở gấu váy');
    expect(words).toContain('vào ví của khách');
    expect(words).toContain('Bên giao (Khách hàng)');
    expect(words).toContain('Bên nhận (Cửa hàng)');
  });
});

describe('the shopper’s own slip', () => {
  test('she downloads her order’s slip; another shopper gets 404 and a guest 401', async () => {
    const { shopper, order } = await paidPickupRental(server, clerk);
    await handOverWithUnits(clerk, order.id);
    const mine = await fetchFile(server, `/v1/order/${order.id}/slip`, shopper);
    expect(mine.status).toBe(200);
    expect(mine.type).toBe('application/pdf');
    expect(flat(pdfText(mine.bytes).text)).toContain(order.code);
    const page = await fetchFile(server, `/v1/order/${order.id}/slip?format=html`, shopper);
    expect(page.bytes.toString('utf8')).toContain('PHIẾU GIAO NHẬN');
    const { shopper: stranger } = await newShopper(server);
    const theirs = await fetchFile(server, `/v1/order/${order.id}/slip`, stranger);
    expect(theirs.status).toBe(404);
    expect(JSON.parse(theirs.bytes.toString('utf8')).message).toBe('Không tìm thấy đơn hàng');
    expect((await fetchFile(server, `/v1/order/${order.id}/slip`, null)).status).toBe(401);
  });
});
