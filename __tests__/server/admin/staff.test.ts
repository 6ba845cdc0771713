/** Staff accounts over real HTTP: the first owner, log-in and its cookie, roles, the owner's changes and the audit log. */
import { inArray } from 'drizzle-orm';
import { staffUsers } from '../../../server/db/schema';
import { ensureOwnerFromEnv } from '../../../server/modules/admin/bootstrap';
import { expectVietnameseError, newShopper, startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import { loggedInOwner, loggedInStaff, OWNER_PASSWORD, Staff, staffEmail } from './helpers';

let server: AccountsServer;
beforeAll(async () => {
  server = await startShopServer();
});
afterAll(async () => server.close());

describe('the first owner', () => {
  test('comes from ADMIN_EMAIL and ADMIN_PASSWORD once; a half or weak setting stops the start', async () => {
    const { db } = server.database;
    const email = staffEmail('Chu');
    expect(await ensureOwnerFromEnv(db, { ADMIN_EMAIL: email, ADMIN_PASSWORD: OWNER_PASSWORD })).toBe(email.toLowerCase());
    expect(await ensureOwnerFromEnv(db, { ADMIN_EMAIL: email, ADMIN_PASSWORD: 'mot-mat-khau-khac' })).toBeNull();
    expect(await ensureOwnerFromEnv(db, {})).toBeNull();
    await expect(ensureOwnerFromEnv(db, { ADMIN_EMAIL: email })).rejects.toThrow(/go together/);
    await expect(ensureOwnerFromEnv(db, { ADMIN_EMAIL: 'khong-phai-email', ADMIN_PASSWORD: OWNER_PASSWORD })).rejects.toThrow(/not an e-mail/);
    await expect(ensureOwnerFromEnv(db, { ADMIN_EMAIL: staffEmail('x'), ADMIN_PASSWORD: 'ngan' })).rejects.toThrow(/8–128/);
    // The second call did not reset the password.
    const owner = new Staff(server);
    expect((await owner.login(email, OWNER_PASSWORD)).status).toBe(200);
  });
});

describe('staff log-in', () => {
  test('a wrong password is 401 in Vietnamese; the session cookie is httpOnly, SameSite=Strict and sent only to /v1/admin', async () => {
    const { owner, email } = await loggedInOwner(server);
    const stranger = new Staff(server);
    expect(expectVietnameseError(await stranger.login(email, 'sai-mat-khau-roi'), 401)).toBe('Email hoặc mật khẩu không đúng');
    const cookie = owner.sessionCookies.at(-1)!;
    expect(cookie).toMatch(/Path=\/v1\/admin/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const me = await owner.get<{ staff: { email: string; role: string } }>('/v1/admin/auth/me');
    expect(me.body.staff).toMatchObject({ email, role: 'owner' });
    expect((await owner.post('/v1/admin/auth/logout')).status).toBe(200);
    expectVietnameseError(await owner.get('/v1/admin/auth/me'), 401);
  });

  test('five wrong passwords for one address, then 429', async () => {
    const { email } = await loggedInOwner(server);
    const guesser = new Staff(server);
    for (let i = 0; i < 5; i += 1) expect((await guesser.login(email, `doan-mo-${i}-abc`)).status).toBe(401);
    expectVietnameseError(await guesser.login(email, OWNER_PASSWORD), 429);
  });

  test('writes need X-User-Type: staff; a shopper session opens no admin route and a staff session no shopper route', async () => {
    const { owner } = await loggedInOwner(server);
    const bare = await owner.call('POST', '/v1/admin/auth/logout', undefined, { 'x-user-type': 'consumer' });
    expect(expectVietnameseError(bare, 403)).toMatch(/X-User-Type: staff/);
    const { shopper } = await newShopper(server);
    expectVietnameseError(await shopper.get('/v1/admin/orders'), 401);
    expectVietnameseError(await shopper.get('/v1/admin/auth/me'), 401);
    const asShopper = await fetch(`${server.url}/v1/user/consumer/me`, { headers: { cookie: `ssid=${owner.cookie}` } });
    expect(asShopper.status).toBe(401);
  });
});

describe('roles and the owner’s changes', () => {
  test('staff run orders, marketing does not; only owners manage staff and read the audit log', async () => {
    const { owner } = await loggedInOwner(server);
    const { member: clerk } = await loggedInStaff(server, owner, 'staff');
    const { member: marketer } = await loggedInStaff(server, owner, 'marketing');
    expect((await clerk.get('/v1/admin/orders')).status).toBe(200);
    expect((await clerk.get('/v1/admin/today')).status).toBe(200);
    expect(expectVietnameseError(await marketer.get('/v1/admin/orders'), 403)).toBe('Tài khoản của bạn không có quyền thực hiện thao tác này');
    expectVietnameseError(await clerk.get('/v1/admin/staff'), 403);
    expectVietnameseError(await clerk.post('/v1/admin/staff', { email: staffEmail('x'), fullName: 'X', role: 'owner', password: 'nhan-vien-2026' }), 403);
    expectVietnameseError(await clerk.get('/v1/admin/audit'), 403);
    expect((await owner.get('/v1/admin/audit')).status).toBe(200);
  });

  test('an address is one account (409); disabling ends the sessions; the last owner stays; every change is in the audit log', async () => {
    const { owner } = await loggedInOwner(server);
    const { member, id, email } = await loggedInStaff(server, owner, 'staff');
    expectVietnameseError(await owner.post('/v1/admin/staff', { email: email.toUpperCase(), fullName: 'Trùng', role: 'staff', password: 'nhan-vien-2026' }), 409);
    const disabled = await owner.put<{ disabled: boolean }>(`/v1/admin/staff/${id}`, { disabled: true });
    expect(disabled.body).toMatchObject({ disabled: true });
    expectVietnameseError(await member.get('/v1/admin/orders'), 401);
    expect((await new Staff(server).login(email, 'nhan-vien-2026')).status).toBe(401);
    const me = await owner.get<{ staff: { id: number } }>('/v1/admin/auth/me');
    expect(expectVietnameseError(await owner.put(`/v1/admin/staff/${me.body.staff.id}`, { disabled: true }), 409)).toBe('Bạn không thể tự khóa tài khoản của mình');
    const audit = await owner.get<{ items: Array<{ action: string; entityId: string; before: unknown; after: unknown; staffEmail: string }> }>(`/v1/admin/audit?entity=staff&entityId=${id}`);
    expect(audit.body.items.map((entry) => entry.action)).toEqual(['staff.update', 'staff.invite']);
    expect(audit.body.items[0]).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    expect(JSON.stringify(audit.body)).not.toMatch(/password|scrypt/i);
  });

  test('two owners demoting each other at once: one stays owner', async () => {
    const { owner: first } = await loggedInOwner(server);
    const { member: second, id: secondId } = await loggedInStaff(server, first, 'owner');
    const firstId = (await first.get<{ staff: { id: number } }>('/v1/admin/auth/me')).body.staff.id;
    // Every other owner made by earlier tests is disabled first, so these two are the last ones.
    const all = await first.get<{ items: Array<{ id: number; role: string; disabled: boolean }> }>('/v1/admin/staff');
    for (const other of all.body.items.filter((s) => s.role === 'owner' && !s.disabled && s.id !== firstId && s.id !== secondId)) {
      expect((await first.put(`/v1/admin/staff/${other.id}`, { disabled: true })).status).toBe(200);
    }
    const [a, b] = await Promise.all([first.put(`/v1/admin/staff/${secondId}`, { role: 'staff' }), second.put(`/v1/admin/staff/${firstId}`, { role: 'staff' })]);
    // The loser is refused as the last owner (409), or, demoted first, is no longer an owner at all (403).
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    expect([403, 409]).toContain([a.status, b.status].find((status) => status !== 200));
    const rows = await server.database.db.select({ id: staffUsers.id, role: staffUsers.role }).from(staffUsers).where(inArray(staffUsers.id, [firstId, secondId]));
    expect(rows.filter((row) => row.role === 'owner')).toHaveLength(1);
  });
});
