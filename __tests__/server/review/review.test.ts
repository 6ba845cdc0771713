/**
 * Shoppers' reviews over HTTP: a rental that came back through the back-office can be reviewed once, with a photo
 * through the image host; bad input changes nothing; staff hide it with a reason and the rating follows.
 */
import sharp from 'sharp';
import { addSale, day, expectVietnameseError, makeProduct, newShopper, startShopServer, type Shopper } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { PlacedBody } from '../order/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, productInput, type Staff } from '../admin/helpers';
import { paidPickupRental, rentalDates } from '../rental/helpers';
import { followRebuildTriggers } from '../../../scripts/lib/site-rebuild';
import { REVIEWS_CHANNEL } from '../../../server/modules/catalog/changes';

let server: AccountsServer;
let clerk: Staff;
beforeAll(async () => {
  server = await startShopServer();
  const { owner } = await loggedInOwner(server);
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
});
afterAll(async () => server.close());

interface ReviewBody {
  id: number;
  stars: number;
  text: string;
  author: string;
  kind: string | null;
  sizeWorn: string | null;
  photoKeys: string[];
}
interface ReviewsBody {
  items: ReviewBody[];
  rating: { average: number; count: number; counts: Record<string, number> };
}

const jpeg = (width = 900, height = 1200) => sharp({ create: { width, height, channels: 3, background: '#c0446a' } }).jpeg().toBuffer();

async function uploadPhoto(shopper: Shopper, bytes: Buffer, type = 'image/jpeg') {
  const response = await fetch(`${server.url}/v1/review/photos`, {
    method: 'POST',
    headers: { 'x-user-type': 'consumer', 'content-type': type, cookie: `sid=${shopper.cookie}` },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as { key?: string; message?: string } };
}

/** A rental handed over and taken back through the back-office: the shopper may review it. */
async function returnedRental() {
  const rental = await paidPickupRental(server, clerk);
  await handOverWithUnits(clerk, rental.order.id);
  await rentalDates(server, rental.itemId, -3, -1);
  const returned = await clerk.post(`/v1/admin/orders/${rental.order.id}/items/${rental.itemId}/return`, { returnedOn: day(0), condition: 'good', damageCharge: 0, note: '', refundMethod: 'wallet' });
  if (returned.status !== 200) throw new Error(`return → ${returned.status} ${JSON.stringify(returned.body)}`);
  return rental;
}

const reviewsOf = async (shopper: Shopper, link: string) => (await shopper.get<ReviewsBody>(`/v1/product/${link}/reviews`)).body;

test('a returned rental is reviewed once with a photo; bad input is refused in Vietnamese and changes nothing', async () => {
  const { shopper, order, dress, itemId } = await returnedRental();
  const mine = await shopper.get<{ items: Array<{ canReview: boolean; reviewed: boolean }> }>(`/v1/order/${order.id}`);
  expect(mine.body.items[0]).toMatchObject({ canReview: true, reviewed: false });

  // Not yet: a reserved rental of another order; someone else's line (another shopper with a rental of her own back).
  const { shopper: other } = await returnedRental();
  const reserved = await paidPickupRental(server, clerk);
  expect(expectVietnameseError(await reserved.shopper.post('/v1/review', { orderItemId: reserved.itemId, stars: 5, text: 'Đẹp' }), 409)).toBe('Bạn có thể đánh giá sau khi đã trả đồ thuê hoặc đã nhận hàng');
  expectVietnameseError(await other.post('/v1/review', { orderItemId: itemId, stars: 5, text: 'Không phải đơn của tôi' }), 404);
  // No stars, out of range, 10 000 characters.
  expectVietnameseError(await shopper.post('/v1/review', { orderItemId: itemId, text: 'Quên chọn sao' }), 400);
  expectVietnameseError(await shopper.post('/v1/review', { orderItemId: itemId, stars: 6, text: 'Sáu sao' }), 400);
  expectVietnameseError(await shopper.post('/v1/review', { orderItemId: itemId, stars: 4, text: 'à'.repeat(10_000) }), 400);

  // Photos: a 50 MB body, a file that is not a picture, someone else's key.
  const huge = await uploadPhoto(shopper, Buffer.alloc(50 * 1024 * 1024, 1));
  expect(huge.status).toBe(413);
  expect(huge.body.message).toMatch(/[ảạáàãâăđêôơư]/);
  expect((await uploadPhoto(shopper, Buffer.from('không phải ảnh'), 'text/plain')).status).toBe(415);
  const othersPhoto = await uploadPhoto(other, await jpeg());
  expect(othersPhoto.status).toBe(201);
  expectVietnameseError(await shopper.post('/v1/review', { orderItemId: itemId, stars: 5, text: 'Ảnh người khác', photoKeys: [othersPhoto.body.key] }), 400);
  expect((await reviewsOf(shopper, dress.link)).rating.count).toBe(0);

  const photo = await uploadPhoto(shopper, await jpeg());
  expect(photo.status).toBe(201);
  expect(photo.body.key).toMatch(/^rv\/\d+\/[a-f0-9]{24}$/);
  // Not served before a review shows it.
  expect((await fetch(`${server.url}/images/300x400/${photo.body.key}`)).status).toBe(404);

  const created = await shopper.post<ReviewBody>('/v1/review', { orderItemId: itemId, stars: 4, text: '  Váy vừa vặn, màu đẹp hơn ảnh. ', sizeWorn: 'M', photoKeys: [photo.body.key] });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ stars: 4, text: 'Váy vừa vặn, màu đẹp hơn ảnh.', author: 'Lan N.', kind: 'rent', sizeWorn: 'M', photoKeys: [photo.body.key] });
  expect(expectVietnameseError(await shopper.post('/v1/review', { orderItemId: itemId, stars: 1, text: 'Lần hai' }), 409)).toBe('Bạn đã đánh giá sản phẩm này rồi');

  const listed = await reviewsOf(shopper, dress.link);
  expect(listed.items).toEqual([expect.objectContaining({ id: created.body.id, kind: 'rent', photoKeys: [photo.body.key] })]);
  expect(listed.rating).toMatchObject({ average: 4, count: 1, counts: { '4': 1 } });
  expect((await shopper.get<{ rating: { count: number } }>(`/v1/product/detail/${dress.link}`)).body.rating.count).toBe(1);
  const image = await fetch(`${server.url}/images/300x400/${photo.body.key}`);
  expect(image.status).toBe(200);
  expect((await shopper.get<{ items: Array<{ canReview: boolean; reviewed: boolean }> }>(`/v1/order/${order.id}`)).body.items[0]).toMatchObject({ canReview: false, reviewed: true });

  // Staff hide it with a reason: it counts nowhere and its photo is no longer served; shown again, it is back.
  const { items } = (await clerk.get<{ items: Array<{ id: number; hidden: boolean }> }>('/v1/admin/reviews')).body;
  expect(items.map((item) => item.id)).toContain(created.body.id);
  expectVietnameseError(await clerk.post(`/v1/admin/reviews/${created.body.id}/hide`, { reason: '  ' }), 400);
  expect((await clerk.post(`/v1/admin/reviews/${created.body.id}/hide`, { reason: 'Ảnh có thông tin cá nhân' })).status).toBe(200);
  expect(await reviewsOf(shopper, dress.link)).toMatchObject({ items: [], rating: { count: 0 } });
  expect((await fetch(`${server.url}/images/300x400/${photo.body.key}`)).status).toBe(404);
  const hidden = (await clerk.get<{ items: Array<{ id: number; hiddenReason: string }> }>('/v1/admin/reviews?filter=hidden')).body.items;
  expect(hidden.find((item) => item.id === created.body.id)?.hiddenReason).toBe('Ảnh có thông tin cá nhân');
  expect((await clerk.post(`/v1/admin/reviews/${created.body.id}/show`)).status).toBe(200);
  expect((await reviewsOf(shopper, dress.link)).rating.count).toBe(1);
  expectVietnameseError(await shopper.post(`/v1/admin/reviews/${created.body.id}/hide`, { reason: 'Khách tự ẩn' }), 403);
});

test('a delivered purchase can be reviewed ("Đã mua"); an undelivered one cannot', async () => {
  const scarf = await makeProduct(server, { stock: 5, type: 'PRODUCT_TYPE_SALABLE', salePrice: 300_000 });
  const { shopper } = await newShopper(server);
  const line = await addSale(shopper, scarf.id);
  const placed = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [line], deliveryMethod: 'pickup', paymentMethod: 'cash' });
  const itemId = (placed.body.order.items[0] as { id: number }).id;
  expectVietnameseError(await shopper.post('/v1/review', { orderItemId: itemId, stars: 5, text: 'Chưa nhận' }), 409);
  // Nothing to review yet, so no photos either: a shopper with nothing bought cannot fill the disk.
  expect(await uploadPhoto(shopper, await jpeg())).toMatchObject({ status: 409, body: { message: 'Bạn có thể đánh giá sau khi đã trả đồ thuê hoặc đã nhận hàng' } });
  await clerk.post(`/v1/admin/orders/${placed.body.order.id}/confirm-payment`, { note: 'Tiền mặt' });
  await handOverWithUnits(clerk, placed.body.order.id);
  const review = await shopper.post<ReviewBody>('/v1/review', { orderItemId: itemId, stars: 5, text: 'Khăn mềm, đúng màu.' });
  expect(review.status).toBe(201);
  expect(review.body.kind).toBe('sale');
  // Reviewed: nothing left to review, no more photos.
  expect((await uploadPhoto(shopper, await jpeg())).status).toBe(409);
});

/** Until `done()` holds (the notices arrive asynchronously, in the order they were committed). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
}

test("a shopper's review and its moderation schedule no rebuild of the site; a staff change to the catalogue does", async () => {
  const { shopper, itemId, dress } = await returnedRental();
  const heard: string[] = [];
  const stops = await Promise.all([
    followRebuildTriggers(server.database, () => heard.push('rebuild')),
    server.database.listen(REVIEWS_CHANNEL, () => heard.push('review')),
  ]);
  try {
    const created = await shopper.post<ReviewBody>('/v1/review', { orderItemId: itemId, stars: 5, text: 'Rất đẹp' });
    expect(created.status).toBe(201);
    expect((await clerk.post(`/v1/admin/reviews/${created.body.id}/hide`, { reason: 'Thử ẩn' })).status).toBe(200);
    await until(() => heard.filter((event) => event === 'review').length === 2);
    // Its rating is live: the API has it although nothing is rebuilt.
    expect((await reviewsOf(shopper, dress.link)).rating.count).toBe(0);
    expect(heard).not.toContain('rebuild');

    expect((await clerk.post('/v1/admin/products', productInput(dress.categoryId))).status).toBe(201);
    await until(() => heard.includes('rebuild'));
    expect(heard.slice(0, 2)).toEqual(['review', 'review']);
  } finally {
    await Promise.all(stops.map((stop) => stop()));
  }
});
