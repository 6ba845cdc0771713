/**
 * The role matrix: every back-office route called as every role. A role the route is not for gets 403 before its
 * request is even validated; a role it is for never gets 401/403 (whatever 400/404 its empty request earns). A route
 * added to the back-office fails here until `server/modules/admin/route-roles.ts` names who may call it.
 */
import { ADMIN_ROUTE_ROLES } from '../../../server/modules/admin/route-roles';
import { routeInventory, routeKey } from '../../security/support/route-inventory';
import { startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import { loggedInOwner, loggedInStaff, type Staff } from './helpers';

/** Reached without a staff session (they start one). */
const OPEN = ['POST /v1/admin/auth/login', 'POST /v1/admin/auth/login/code', 'POST /v1/admin/auth/set-password'];
/** Called last: it ends the caller's session. */
const LOGOUT = 'POST /v1/admin/auth/logout';

let server: AccountsServer;
const as: Record<'owner' | 'staff' | 'marketing', Staff> = {} as never;
beforeAll(async () => {
  server = await startShopServer();
  const { owner } = await loggedInOwner(server);
  as.owner = owner;
  as.staff = (await loggedInStaff(server, owner, 'staff')).member;
  as.marketing = (await loggedInStaff(server, owner, 'marketing')).member;
});
afterAll(async () => server.close());

const adminRoutes = () => routeInventory(server.app).filter((route) => route.url.startsWith('/v1/admin/') && !OPEN.includes(routeKey(route)));
const fill = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');

test('every back-office route says who may call it', () => {
  const unlisted = adminRoutes().map(routeKey).filter((key) => !(key in ADMIN_ROUTE_ROLES));
  expect(unlisted).toEqual([]);
  expect(Object.keys(ADMIN_ROUTE_ROLES).filter((key) => !adminRoutes().some((route) => routeKey(route) === key))).toEqual([]);
});

test('prices are the owner\'s: staff read the membership packages but cannot create or change one', () => {
  expect(ADMIN_ROUTE_ROLES['GET /v1/admin/membership-packages']).toEqual(['staff']);
  expect(ADMIN_ROUTE_ROLES['POST /v1/admin/membership-packages']).toEqual([]);
  expect(ADMIN_ROUTE_ROLES['PUT /v1/admin/membership-packages/:id']).toEqual([]);
});

test('each role gets 403 exactly where the matrix says, before its request is validated', async () => {
  const wrong: string[] = [];
  for (const route of adminRoutes().filter((entry) => routeKey(entry) !== LOGOUT)) {
    const allowed = ['owner', ...(ADMIN_ROUTE_ROLES[routeKey(route)] ?? [])];
    for (const role of ['owner', 'staff', 'marketing'] as const) {
      const reply = await as[role].call(route.method, fill(route.url), route.method === 'GET' ? undefined : {});
      const refused = reply.status === 401 || reply.status === 403;
      if (allowed.includes(role) === refused || (!allowed.includes(role) && reply.status !== 403)) wrong.push(`${role} ${routeKey(route)} → ${reply.status}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('a package priced by staff is refused in Vietnamese; staff still read the list', async () => {
  const input = { name: 'Gói Thử', type: 'MEMBERSHIP_TYPE_SILVER', color: '#c0c0c0', price: 1_000, percentDiscount: 90, isFreeFirstOrder: true, extendDay: 3650, onSale: true };
  const byStaff = await as.staff.post('/v1/admin/membership-packages', input);
  expect(byStaff.status).toBe(403);
  expect(byStaff.body.message).toMatch(/quyền/);
  expect((await as.staff.get('/v1/admin/membership-packages')).status).toBe(200);
});
