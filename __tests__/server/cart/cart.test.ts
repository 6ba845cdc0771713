/** The logged-in cart over real HTTP: add (merging same lines), checks, update, delete, ownership, merge, problems. */
import { priceLine } from '../../../core/rules/pricing';
import { Shopper } from '../accounts/helpers';
import { addRent, addSale, day, expectVietnameseError, makeProduct, newShopper, startShopServer, type CartBody, type CartItemBody } from './helpers';
import type { AccountsServer } from '../accounts/helpers';

let server: AccountsServer;
beforeAll(async () => {
  server = await startShopServer();
});
afterAll(async () => server.close());

const dd = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** Places a cash/pick-up order of the shopper's whole cart (a booking for availability). */
async function book(shopper: Shopper, ids: number[]) {
  const reply = await shopper.post<{ order: { id: number } }>('/v1/order', { cartItemIds: ids, deliveryMethod: 'pickup', paymentMethod: 'cash' });
  if (reply.status !== 201) throw new Error(`order → ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.order.id;
}

describe('GET /v1/cart/cart-item/list', () => {
  test('401 for a guest, an empty cart for a new shopper', async () => {
    expectVietnameseError(await new Shopper(server).get('/v1/cart/cart-item/list'), 401);
    const { shopper } = await newShopper(server);
    const reply = await shopper.get<CartBody>('/v1/cart/cart-item/list');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ total: 0, items: [], membership: null });
  });
});

describe('POST /v1/cart', () => {
  test('adds a rental priced with priceLine; the same product, mode and dates merge (quantities add)', async () => {
    const product = await makeProduct(server, { stock: 3, rentalPrice: 150_000, depositPrice: 200_000 });
    const { shopper } = await newShopper(server);
    const first = await shopper.post<{ item: CartItemBody }>('/v1/cart', { productId: product.id, mode: 'rent', quantities: 1, dateFrom: day(3), dateTo: day(7) });
    expect(first.status).toBe(201);
    expect(first.body.item).toMatchObject({
      productId: product.id,
      mode: 'rent',
      quantities: 1,
      dateFrom: day(3),
      dateTo: day(7),
      rentalPrice: 150_000,
      depositPrice: 200_000,
      problem: null,
      product: { id: product.id, name: product.name, link: product.link, stock: 3 },
    });
    expect(first.body.item.line).toEqual(priceLine(product, { mode: 'rent', quantity: 1, dateFrom: day(3), dateTo: day(7) }, null));
    const again = await shopper.post<{ item: CartItemBody }>('/v1/cart', { productId: product.id, mode: 'rent', quantities: 2, dateFrom: day(3), dateTo: day(7) });
    expect(again.status).toBe(201);
    expect(again.body.item).toMatchObject({ id: first.body.item.id, quantities: 3 });
    expect(again.body.item.line.price).toBe(priceLine(product, { mode: 'rent', quantity: 3, dateFrom: day(3), dateTo: day(7) }, null).price);
    // Other dates, or a sale, are other lines; newest first.
    await addRent(shopper, product.id, day(20), day(21));
    await addSale(shopper, product.id);
    const list = await shopper.get<CartBody>('/v1/cart/cart-item/list');
    expect(list.body.total).toBe(3);
    expect(list.body.items.map((item) => [item.mode, item.dateFrom, item.quantities])).toEqual([
      ['sale', null, 1],
      ['rent', day(20), 1],
      ['rent', day(3), 3],
    ]);
    // Past the 99 a line may hold.
    expectVietnameseError(await shopper.post('/v1/cart', { productId: product.id, mode: 'rent', quantities: 97, dateFrom: day(3), dateTo: day(7) }), 400);
  });

  test('refuses bad input with a Vietnamese 400/404, never a 500', async () => {
    const both = await makeProduct(server, { stock: 2 });
    const rentOnly = await makeProduct(server, { type: 'PRODUCT_TYPE_RENTABLE' });
    const saleOnly = await makeProduct(server, { type: 'PRODUCT_TYPE_SALABLE' });
    const { shopper } = await newShopper(server);
    const rent = (fields: Record<string, unknown>) => shopper.post('/v1/cart', { productId: both.id, mode: 'rent', quantities: 1, dateFrom: day(3), dateTo: day(4), ...fields });
    expect(expectVietnameseError(await rent({ productId: 99_999_999 }), 404)).toBe('Không tìm thấy sản phẩm');
    expect(expectVietnameseError(await rent({ productId: saleOnly.id }), 400)).toBe('Sản phẩm này không cho thuê');
    expect(expectVietnameseError(await shopper.post('/v1/cart', { productId: rentOnly.id, mode: 'sale', quantities: 1 }), 400)).toBe('Sản phẩm này không bán');
    for (const quantities of [0, 100, 1.5, 'hai', null]) expectVietnameseError(await rent({ quantities }), 400);
    expectVietnameseError(await rent({ mode: 'lease' }), 400);
    expect(expectVietnameseError(await rent({ dateFrom: undefined }), 400)).toBe('Vui lòng chọn ngày bắt đầu và ngày kết thúc thuê');
    expect(expectVietnameseError(await rent({ dateTo: null }), 400)).toBe('Vui lòng chọn ngày bắt đầu và ngày kết thúc thuê');
    expect(expectVietnameseError(await rent({ dateFrom: day(0), dateTo: day(2) }), 400)).toBe(`Ngày bắt đầu thuê sớm nhất là ${dd(day(1))}`);
    expect(expectVietnameseError(await rent({ dateFrom: day(5), dateTo: day(4) }), 400)).toMatch(/Ngày kết thúc thuê/);
    expect(expectVietnameseError(await rent({ dateFrom: day(170), dateTo: day(181) }), 400)).toMatch(/180 ngày/);
    expectVietnameseError(await rent({ dateFrom: '2031-02-30', dateTo: '2031-03-02' }), 400);
    expectVietnameseError(await rent({ dateFrom: '3/5/2031' }), 400);
    expect(expectVietnameseError(await shopper.post('/v1/cart', { productId: both.id, mode: 'sale', quantities: 1, dateFrom: day(3), dateTo: day(4) }), 400)).toBe(
      'Sản phẩm mua không cần chọn ngày thuê',
    );
    expectVietnameseError(await shopper.post('/v1/cart', {}), 400);
    expectVietnameseError(await shopper.post('/v1/cart', [1, 2]), 400);
    expectVietnameseError(await new Shopper(server).post('/v1/cart', { productId: both.id, mode: 'sale', quantities: 1 }), 401);
    // Dates at the very edges are fine: tomorrow, and today + 180.
    expect((await rent({ dateFrom: day(1), dateTo: day(180) })).status).toBe(201);
    expect((await shopper.get<CartBody>('/v1/cart/cart-item/list')).body.total).toBe(1);
  });

  test('409 naming the product and dates when the units are booked (delivery day and cleaning buffer included)', async () => {
    const product = await makeProduct(server, { stock: 1, name: 'Váy cưới Hoa Hồng' });
    const a = await newShopper(server);
    await book(a.shopper, [await addRent(a.shopper, product.id, day(10), day(12))]);
    // The booking occupies day 9 (delivery) … day 14 (return day 13, cleaning day 14).
    const { shopper } = await newShopper(server);
    const refused = await shopper.post('/v1/cart', { productId: product.id, mode: 'rent', quantities: 1, dateFrom: day(15), dateTo: day(16) });
    expect(expectVietnameseError(refused, 409)).toBe(`«Váy cưới Hoa Hồng» đã hết lịch thuê từ ${dd(day(15))} đến ${dd(day(16))}`);
    expectVietnameseError(await shopper.post('/v1/cart', { productId: product.id, mode: 'rent', quantities: 1, dateFrom: day(5), dateTo: day(8) }), 409);
    // Day 16 starts with delivery on day 15: free.
    expect((await shopper.post('/v1/cart', { productId: product.id, mode: 'rent', quantities: 1, dateFrom: day(16), dateTo: day(17) })).status).toBe(201);
    expect((await shopper.post('/v1/cart', { productId: product.id, mode: 'rent', quantities: 1, dateFrom: day(3), dateTo: day(6) })).status).toBe(201);
    // Two units cannot be had anywhere.
    expectVietnameseError(await shopper.post('/v1/cart', { productId: product.id, mode: 'rent', quantities: 2, dateFrom: day(40), dateTo: day(41) }), 409);
  });

  test('a sale cannot exceed the stock left once rentals are counted', async () => {
    const product = await makeProduct(server, { stock: 2, name: 'Đầm dạ hội Ánh Trăng' });
    const a = await newShopper(server);
    await book(a.shopper, [await addRent(a.shopper, product.id, day(30), day(31))]);
    const { shopper } = await newShopper(server);
    expect(expectVietnameseError(await shopper.post('/v1/cart', { productId: product.id, mode: 'sale', quantities: 2 }), 409)).toBe('«Đầm dạ hội Ánh Trăng» chỉ còn 1 sản phẩm để bán');
    expect((await shopper.post('/v1/cart', { productId: product.id, mode: 'sale', quantities: 1 })).status).toBe(201);
    const soldOut = await makeProduct(server, { stock: 0, name: 'Vest Lịch Lãm' });
    expect(expectVietnameseError(await shopper.post('/v1/cart', { productId: soldOut.id, mode: 'sale', quantities: 1 }), 409)).toBe('«Vest Lịch Lãm» đã hết hàng');
  });
});

describe('PUT /v1/cart/cart-item/:id and DELETE /v1/cart/cart-item', () => {
  test('updates quantity and dates with the same checks; ids must agree', async () => {
    const product = await makeProduct(server, { stock: 2 });
    const { shopper } = await newShopper(server);
    const id = await addRent(shopper, product.id, day(5), day(6));
    const updated = await shopper.put<{ item: CartItemBody }>(`/v1/cart/cart-item/${id}`, { id, quantities: 2, dateFrom: day(8), dateTo: day(11) });
    expect(updated.status).toBe(200);
    expect(updated.body.item).toMatchObject({ id, quantities: 2, dateFrom: day(8), dateTo: day(11) });
    expect(updated.body.item.line.days).toBe(3);
    // Only the quantity: the dates stay.
    expect((await shopper.put<{ item: CartItemBody }>(`/v1/cart/cart-item/${id}`, { id, quantities: 1 })).body.item).toMatchObject({ quantities: 1, dateFrom: day(8) });
    expect(expectVietnameseError(await shopper.put(`/v1/cart/cart-item/${id}`, { id: id + 1, quantities: 1 }), 400)).toBe('Mã sản phẩm trong giỏ không khớp với đường dẫn');
    expectVietnameseError(await shopper.put(`/v1/cart/cart-item/${id}`, { id, quantities: 3 }), 409);
    expectVietnameseError(await shopper.put(`/v1/cart/cart-item/${id}`, { id, quantities: 1, dateFrom: day(0) }), 400);
    expectVietnameseError(await shopper.put(`/v1/cart/cart-item/abc`, { id, quantities: 1 }), 400);
    expect(expectVietnameseError(await shopper.put(`/v1/cart/cart-item/99999999`, { id: 99999999, quantities: 1 }), 404)).toBe('Không tìm thấy sản phẩm trong giỏ hàng');
    const saleId = await addSale(shopper, product.id);
    expectVietnameseError(await shopper.put(`/v1/cart/cart-item/${saleId}`, { id: saleId, quantities: 1, dateFrom: day(3), dateTo: day(4) }), 400);
    expect((await shopper.put<{ item: CartItemBody }>(`/v1/cart/cart-item/${saleId}`, { id: saleId, quantities: 2 })).body.item.quantities).toBe(2);
  });

  test('deletes the shopper’s own lines and reports how many', async () => {
    const product = await makeProduct(server, { stock: 5 });
    const { shopper } = await newShopper(server);
    const ids = [await addRent(shopper, product.id, day(5), day(6)), await addRent(shopper, product.id, day(9), day(9)), await addSale(shopper, product.id)];
    const reply = await shopper.del('/v1/cart/cart-item', { ids: [ids[0], ids[2], 99_999_999] });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok', removed: 2 });
    expect((await shopper.get<CartBody>('/v1/cart/cart-item/list')).body.items.map((item) => item.id)).toEqual([ids[1]]);
    expectVietnameseError(await shopper.del('/v1/cart/cart-item', { ids: [] }), 400);
    expectVietnameseError(await shopper.del('/v1/cart/cart-item', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }), 400);
    expectVietnameseError(await shopper.del('/v1/cart/cart-item', {}), 400);
  });
});

describe('ownership', () => {
  test('shopper B cannot see, update or delete A’s lines (404 / ignored) and A’s cart is unchanged', async () => {
    const product = await makeProduct(server, { stock: 3 });
    const a = await newShopper(server);
    const b = await newShopper(server);
    const id = await addRent(a.shopper, product.id, day(5), day(7));
    const before = (await a.shopper.get<CartBody>('/v1/cart/cart-item/list')).body;
    expect((await b.shopper.get<CartBody>('/v1/cart/cart-item/list')).body.items).toEqual([]);
    expect(expectVietnameseError(await b.shopper.put(`/v1/cart/cart-item/${id}`, { id, quantities: 2 }), 404)).toBe('Không tìm thấy sản phẩm trong giỏ hàng');
    expect((await b.shopper.del('/v1/cart/cart-item', { ids: [id] })).body).toEqual({ status: 'ok', removed: 0 });
    expectVietnameseError(await b.shopper.post('/v1/order/quote', { cartItemIds: [id], deliveryMethod: 'pickup' }), 404);
    expect((await a.shopper.get<CartBody>('/v1/cart/cart-item/list')).body).toEqual(before);
  });
});

describe('POST /v1/cart/merge', () => {
  type Change = { productId: number; kind: string; quantity: number; message: string };
  type Merged = { cart: CartBody; changes: Change[] };

  test('adds the guest cart without duplicating lines; every line reports what happened, a line that cannot be added its true reason', async () => {
    const dress = await makeProduct(server, { stock: 4, name: 'Áo dài Lụa Hà Đông' });
    const booked = await makeProduct(server, { stock: 1, name: 'Áo dài Cô Dâu' });
    const other = await newShopper(server);
    await book(other.shopper, [await addRent(other.shopper, booked.id, day(20), day(22))]);
    const { shopper } = await newShopper(server);
    const existing = await addRent(shopper, dress.id, day(5), day(6));
    const reply = await shopper.post<Merged>('/v1/cart/merge', {
      items: [
        { productId: dress.id, mode: 'rent', quantities: 1, dateFrom: day(5), dateTo: day(6) },
        { productId: dress.id, mode: 'sale', quantities: 1 },
        { productId: dress.id, mode: 'sale', quantities: 1, dateFrom: null, dateTo: null },
        { productId: booked.id, mode: 'rent', quantities: 1, dateFrom: day(21), dateTo: day(21) },
        { productId: 99_999_999, mode: 'sale', quantities: 1 },
        { productId: dress.id, mode: 'rent', quantities: 1, dateFrom: day(0), dateTo: day(1) },
      ],
    });
    expect(reply.status).toBe(200);
    const rentLabel = `«Áo dài Lụa Hà Đông» (thuê ${dd(day(5))} – ${dd(day(6))})`;
    expect(reply.body.changes).toEqual([
      { productId: dress.id, kind: 'kept', quantity: 1, message: `${rentLabel}: đã có sẵn trong giỏ hàng của bạn, giữ số lượng 1 (không cộng dồn)` },
      { productId: dress.id, kind: 'added', quantity: 1, message: '«Áo dài Lụa Hà Đông» (mua): đã thêm 1 sản phẩm vào giỏ hàng của bạn' },
      { productId: dress.id, kind: 'kept', quantity: 1, message: '«Áo dài Lụa Hà Đông» (mua): đã có sẵn trong giỏ hàng của bạn, giữ số lượng 1 (không cộng dồn)' },
      { productId: booked.id, kind: 'skipped', quantity: 0, message: `«Áo dài Cô Dâu» đã hết lịch thuê từ ${dd(day(21))} đến ${dd(day(21))}` },
      { productId: 99_999_999, kind: 'skipped', quantity: 0, message: 'Không tìm thấy sản phẩm' },
      { productId: dress.id, kind: 'skipped', quantity: 0, message: `«Áo dài Lụa Hà Đông»: Ngày bắt đầu thuê sớm nhất là ${dd(day(1))}` },
    ]);
    const lines = reply.body.cart.items.map((item) => ({ id: item.id, mode: item.mode, quantities: item.quantities }));
    expect(reply.body.cart.total).toBe(2);
    expect(lines).toEqual(expect.arrayContaining([{ id: existing, mode: 'rent', quantities: 1 }, { id: expect.any(Number), mode: 'sale', quantities: 1 }]));
    // Empty is fine; more than 50 lines or a malformed line is a 400.
    expect((await shopper.post('/v1/cart/merge', { items: [] })).status).toBe(200);
    expectVietnameseError(await shopper.post('/v1/cart/merge', { items: Array.from({ length: 51 }, () => ({ productId: dress.id, mode: 'sale', quantities: 1 })) }), 400);
    expectVietnameseError(await shopper.post('/v1/cart/merge', { items: [{ productId: dress.id, mode: 'sale' }] }), 400);
    expectVietnameseError(await new Shopper(server).post('/v1/cart/merge', { items: [] }), 401);
  });

  test('the same line keeps the larger quantity: a guest ×1 and an account ×2 stay ×2, a guest ×3 raises it, a raise the stock cannot give keeps ×2 and says why', async () => {
    const vest = await makeProduct(server, { stock: 3, name: 'Vest nam xanh than' });
    const single = await makeProduct(server, { stock: 1, name: 'Vest cưới trắng' });
    const { shopper } = await newShopper(server);
    const vestLine = await addRent(shopper, vest.id, day(8), day(10));
    await shopper.put(`/v1/cart/cart-item/${vestLine}`, { id: vestLine, quantities: 2 });
    const singleLine = await addRent(shopper, single.id, day(8), day(10));
    const line = (productId: number, quantities: number) => ({ productId, mode: 'rent', quantities, dateFrom: day(8), dateTo: day(10) });

    // The account's single unit is in her own cart: the same guest line is no conflict and no "hết lịch thuê".
    const first = await shopper.post<Merged>('/v1/cart/merge', { items: [line(vest.id, 1), line(single.id, 1)] });
    expect(first.body.changes.map(({ kind, quantity }) => ({ kind, quantity }))).toEqual([{ kind: 'kept', quantity: 2 }, { kind: 'kept', quantity: 1 }]);
    expect(first.body.changes.every((change) => !/hết lịch/.test(change.message))).toBe(true);

    const raised = await shopper.post<Merged>('/v1/cart/merge', { items: [line(vest.id, 3)] });
    expect(raised.body.changes).toEqual([
      { productId: vest.id, kind: 'raised', quantity: 3, message: `«Vest nam xanh than» (thuê ${dd(day(8))} – ${dd(day(10))}): số lượng đổi từ 2 thành 3 theo giỏ hàng trước khi đăng nhập` },
    ]);

    const tooMany = await shopper.post<Merged>('/v1/cart/merge', { items: [line(single.id, 2)] });
    expect(tooMany.body.changes).toEqual([
      {
        productId: single.id,
        kind: 'kept',
        quantity: 1,
        message: `«Vest cưới trắng» (thuê ${dd(day(8))} – ${dd(day(10))}): giữ số lượng 1 vì cửa hàng không còn đủ 2 sản phẩm cho những ngày thuê này`,
      },
    ]);
    const quantities = Object.fromEntries(tooMany.body.cart.items.map((item) => [item.id, item.quantities]));
    expect(quantities).toEqual({ [vestLine]: 3, [singleLine]: 1 });
  });
});

describe('problems in the cart', () => {
  test('a line whose dates got booked meanwhile says so; the others are orderable', async () => {
    const product = await makeProduct(server, { stock: 1, name: 'Vest Chú Rể' });
    const a = await newShopper(server);
    const b = await newShopper(server);
    const bLine = await addRent(b.shopper, product.id, day(12), day(13));
    const bFree = await addRent(b.shopper, product.id, day(40), day(41));
    await book(a.shopper, [await addRent(a.shopper, product.id, day(11), day(12))]);
    const cart = (await b.shopper.get<CartBody>('/v1/cart/cart-item/list')).body;
    const problems = Object.fromEntries(cart.items.map((item) => [item.id, item.problem]));
    expect(problems).toEqual({ [bLine]: `«Vest Chú Rể» đã hết lịch thuê từ ${dd(day(12))} đến ${dd(day(13))}`, [bFree]: null });
  });
});
