/** `/v1/consumer-membership-package…`: packages on sale, and buying one with the wallet. */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customers, membershipPackages, type MembershipPackageRow } from '../../db/schema';
import { HttpError, errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { requireCustomer } from '../../http/session';
import { toCustomerDto, loadAccount } from '../auth/account';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, ref } from '../../../core/contracts/common';
import { Customer } from '../../../core/contracts/account';
import { MembershipPackage, MembershipPackageList, PurchaseBody } from '../../../core/contracts/membership';
import { packagesOnSale, toPackageDto } from './packages';
import { ACCOUNT_NOTIFICATIONS, notify } from '../notification/notify';
import type { ApiModule } from '../types';
import { debit } from '../wallet/ledger';
import { IdempotencyHeaders } from '../../../core/contracts/idempotency';
import { idempotencyKeyOf, idempotencyStore, type TxGuard } from '../idempotency/store';

export const MEMBERSHIP_NOT_FOUND = 'Không tìm thấy gói thành viên';
export const MEMBERSHIP_NOT_ON_SALE = 'Gói thành viên này đã ngừng bán';
const TAGS = ['Thành viên'];
const DAY_MS = 24 * 60 * 60 * 1000;

export async function findPackage(db: Db, id: number): Promise<MembershipPackageRow> {
  const [row] = await db.select().from(membershipPackages).where(eq(membershipPackages.id, id));
  if (!row) throw new HttpError(404, MEMBERSHIP_NOT_FOUND);
  return row;
}

/** A package a shopper can buy now (409 when staff stopped selling it). */
export async function packageOnSale(db: Db, id: number): Promise<MembershipPackageRow> {
  const row = await findPackage(db, id);
  if (!row.onSale) throw new HttpError(409, MEMBERSHIP_NOT_ON_SALE);
  return row;
}

const dateVi = (date: Date) => new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

/**
 * Sets the membership bought (no payment here: the caller has collected the price, from the wallet or a gateway).
 * A purchase while a package is running extends from its expiry (and keeps its start and free-first-order use).
 * Call inside a transaction.
 */
export async function applyPackagePurchase(tx: DbOrTx, customerId: number, pkg: MembershipPackageRow): Promise<void> {
  // Locked: two purchases of one shopper (wallet, gateway callbacks) extend one after the other.
  const [current] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  if (!current) throw new HttpError(404, 'Không tìm thấy tài khoản');
  const now = new Date();
  const running = current.membershipExpiredAt !== null && current.membershipExpiredAt > now && current.membershipPackageId !== null;
  const from = running ? current.membershipExpiredAt! : now;
  const expiredAt = new Date(from.getTime() + pkg.durationDays * DAY_MS);
  await tx
    .update(customers)
    .set({
      membershipPackageId: pkg.id,
      membershipStartedAt: running ? current.membershipStartedAt : now,
      membershipExpiredAt: expiredAt,
      membershipPercentDiscount: pkg.percentDiscount,
      membershipExtendDay: pkg.extendDay,
      membershipFreeFirstOrder: pkg.isFreeFirstOrder,
      isUsedFreeFirstOrder: running ? current.isUsedFreeFirstOrder : false,
    })
    .where(eq(customers.id, customerId));
  await notify(tx, customerId, ACCOUNT_NOTIFICATIONS.membershipBought(pkg.name, dateVi(expiredAt)));
}

/** Debits the price from the available balance (409 when short) and sets the membership. */
export async function purchasePackage(db: Db, customerId: number, pkg: MembershipPackageRow, guard?: TxGuard) {
  return db.transaction(async (tx) => {
    await guard?.claim(tx);
    await debit(tx, customerId, {
      kind: 'available',
      amount: pkg.price,
      reason: 'membership_purchase',
      description: `Mua gói ${pkg.name} (${pkg.durationDays} ngày)`,
    });
    // The wallet row lock is held: the customer's row is read after it, so concurrent purchases see each other.
    await applyPackagePurchase(tx, customerId, pkg);
  });
}

export const membershipRoutes: ApiModule = async (fastify, { accounts }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = accounts;
  const idempotency = idempotencyStore(db);

  app.get(
    '/consumer-membership-package/list',
    {
      schema: {
        summary: 'Các gói thành viên',
        tags: TAGS,
        response: { 200: MembershipPackageList },
      },
    },
    async () => {
      return { items: await packagesOnSale(db) };
    },
  );

  app.get(
    '/consumer-membership-package/:id',
    {
      schema: {
        summary: 'Một gói thành viên',
        tags: TAGS,
        params: IdParams,
        response: { 200: ref(MembershipPackage), ...errorResponses(400, 404) },
      },
    },
    async (request) => toPackageDto(await findPackage(db, request.params.id)),
  );

  app.post(
    '/consumer-membership-package/:id/purchase',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Mua gói thành viên bằng ví (đang có gói thì cộng thêm từ ngày hết hạn)',
        tags: TAGS,
        params: IdParams,
        headers: IdempotencyHeaders,
        body: PurchaseBody,
        response: { 200: ref(Customer), ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(request);
      const shopper = async () => {
        const account = await loadAccount(db, customer.id);
        return toCustomerDto(db, account.user, account.customer);
      };
      const scope = { customerId: customer.id, route: 'membership.purchase', key: idempotencyKeyOf(request), status: 200 };
      const answer = await idempotency.run(
        scope,
        { id: request.params.id, body: request.body },
        async (guard) => {
          await purchasePackage(db, customer.id, await packageOnSale(db, request.params.id), guard);
          return shopper();
        },
        shopper,
      );
      return reply.code(200).send(answer);
    },
  );
};
