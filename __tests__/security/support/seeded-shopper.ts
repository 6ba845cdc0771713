/**
 * A shopper with something of everything (profile and avatar, address, favourite, notification, wallet entry,
 * cart line, an order paid by bank transfer (VietQR), an order sent to the MoMo sandbox, a wallet top-up), every
 * text carrying a unique marker, so a response that leaks any of it is easy to spot.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { markVerified } from '../../../server/modules/auth/verification';
import { credit, grantWelcomeCredit } from '../../../server/modules/wallet/ledger';
import { notify } from '../../../server/modules/notification/notify';
import { Shopper, uniqueEmail, uniquePhone, type AccountBody, type AccountsServer } from '../../server/accounts/helpers';
import { addRent, addSale, day, makeProduct } from '../../server/cart/helpers';

export interface SeededShopper {
  shopper: Shopper;
  account: AccountBody;
  customerId: number;
  email: string;
  phone: string;
  password: string;
  /** In the full name, street, receiver, order note, notification and wallet entry (product names are public). */
  marker: string;
  addressId: number;
  favouriteProductId: number;
  notificationId: number;
  cartItemId: number;
  transferOrder: { id: number; code: string; reference: string; itemId: number };
  momoOrder: { id: number; code: string; reference: string };
  topUpReference: string;
  /** A withdrawal to a bank account (its number is this shopper's alone). */
  withdrawal: { id: number; accountNumber: string };
  avatarUrl: string;
  /** A balance no other shopper has (welcome credit + a marked credit). */
  availableBalance: number;
  /** Strings of this shopper's data that must never appear in another shopper's (or a guest's) response. */
  secrets: string[];
}

interface Placed {
  order: { id: number; code: string; items: Array<{ id: number }> };
  payment: { reference: string; action: { kind: string } } | null;
}

async function ok<T>(label: string, promise: Promise<{ status: number; body: T }>, status = 200): Promise<T> {
  const reply = await promise;
  if (reply.status !== status) throw new Error(`${label} → ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export async function seedShopper(server: AccountsServer, label: string, creditAmount: number): Promise<SeededShopper> {
  const marker = `bimat${label}${randomBytes(4).toString('hex')}`;
  const password = `mat-khau-${marker}`;
  const shopper = new Shopper(server);
  const email = uniqueEmail(marker);
  const phone = uniquePhone();
  const account = await ok(
    'register',
    shopper.post<AccountBody>('/v1/user/consumer/register', { fullName: `Khách ${label} ${marker}`, email, phone, password }),
    201,
  );
  const customerId = account.customer.id;
  const { db } = server.database;
  // A shopper who proved the email (the welcome credit is in the wallet); the phone is left to verify.
  await markVerified(db, account.user.id, 'email', account.user.email!);
  // As to a shopper whose first order was completed (verification alone no longer gives it: wallet/welcome.ts).
  await db.transaction((tx) => grantWelcomeCredit(tx, account.customer.id));

  const address = await ok(
    'address',
    shopper.post<{ id: number }>('/v1/customer/address', {
      type: 'ADDRESS_TYPE_HOME',
      receiverName: `Người nhận ${marker}`,
      receiverPhone: '0912345678',
      street: `Số 7 ngõ ${marker}`,
      cityId: '01',
      wardId: '00070',
    }),
    201,
  );

  const favourite = await makeProduct(server, { stock: 5, name: `Đầm yêu thích ${label}` });
  await ok('favourite', shopper.post('/v1/product/favorite-product', { productId: favourite.id }), 201);

  await credit(db, customerId, { kind: 'available', amount: creditAmount, reason: 'adjustment', description: `Điều chỉnh ${marker}` });
  await notify(db, customerId, { title: `Thông báo riêng ${marker}`, body: `Nội dung ${marker}` });
  const notifications = await ok('notifications', shopper.get<{ items: Array<{ id: number; title: string }> }>('/v1/notification/list'));
  const notificationId = notifications.items.find((item) => item.title.includes(marker))!.id;

  const product = await makeProduct(server, { stock: 10, name: `Áo dài ${label}` });
  const place = async (paymentMethod: string): Promise<{ id: number; code: string; reference: string; itemId: number }> => {
    const line = await addSale(shopper, product.id);
    const placed = await ok(
      `order (${paymentMethod})`,
      shopper.post<Placed>('/v1/order', { cartItemIds: [line], deliveryMethod: 'delivery', addressId: address.id, note: `Ghi chú ${marker}`, paymentMethod }),
      201,
    );
    if (!placed.payment) throw new Error(`order (${paymentMethod}) started no payment`);
    return { id: placed.order.id, code: placed.order.code, reference: placed.payment.reference, itemId: placed.order.items[0]!.id };
  };
  const transferOrder = await place('bank_transfer');
  const momoOrder = await place('momo');
  const cartItemId = await addRent(shopper, product.id, day(10), day(12));

  const topUp = await ok('top-up', shopper.post<{ reference: string }>('/v1/payment/top-up', { amount: 50_000, paymentMethod: 'momo' }));

  const { uploadUrl } = await ok('upload url', shopper.post<{ uploadUrl: string }>('/v1/customer/avatar/upload-url', { contentType: 'image/png' }));
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#b0264f' } }).png().toBuffer();
  const uploaded = await fetch(`${server.url}${uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(png) });
  const { avatarUrl } = (await uploaded.json()) as { avatarUrl: string };
  if (uploaded.status !== 200) throw new Error(`avatar upload → ${uploaded.status}`);

  const accountNumber = `9${String(customerId).padStart(6, '0')}${randomBytes(4).readUInt32BE(0) % 1_000_000}`;
  const withdrawal = await ok(
    'withdrawal',
    shopper.post<{ id: number }>('/v1/wallet/withdrawals', { amount: 10_000, bankCode: 'ACB', accountNumber, accountHolder: `Khach ${label}` }),
    201,
  );
  const wallet = await ok('wallet', shopper.get<{ availableBalance: number }>('/v1/wallet'));
  const normalisedPhone = account.user.phone ?? phone;
  return {
    shopper,
    account,
    customerId,
    email,
    phone: normalisedPhone,
    password,
    marker,
    addressId: address.id,
    favouriteProductId: favourite.id,
    notificationId,
    cartItemId,
    transferOrder,
    momoOrder,
    topUpReference: topUp.reference,
    withdrawal: { id: withdrawal.id, accountNumber },
    avatarUrl,
    availableBalance: wallet.availableBalance,
    secrets: [
      marker,
      email,
      normalisedPhone,
      normalisedPhone.replace(/^\+84/, '0'),
      transferOrder.code,
      momoOrder.code,
      transferOrder.reference,
      momoOrder.reference,
      topUp.reference,
      accountNumber,
      avatarUrl.split('/').pop()!,
      String(wallet.availableBalance),
    ],
  };
}
