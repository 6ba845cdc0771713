/**
 * Staff passwords over real HTTP: a member changes their own (other sessions end, this one stays), the owner resets a
 * member's (sessions and old password end, a one-time link the member spends once), and unknown fields in admin
 * bodies are a Vietnamese 400, not a 500.
 */
import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../../server/db/schema';
import { expectVietnameseError, startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import { loggedInOwner, loggedInStaff, OWNER_PASSWORD, Staff } from './helpers';

let server: AccountsServer;
beforeAll(async () => {
  server = await startShopServer();
});
afterAll(async () => server.close());

async function lastAudit(entityId: number) {
  const [row] = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(entityId))).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

describe('a member changes their own password', () => {
  test('needs the current one and a strong new one; ends the other sessions, keeps this one; audited', async () => {
    const { owner } = await loggedInOwner(server);
    const { member, id, email } = await loggedInStaff(server, owner, 'marketing');
    const elsewhere = new Staff(server);
    expect((await elsewhere.login(email, 'nhan-vien-2026')).status).toBe(200);

    expect(expectVietnameseError(await member.put('/v1/admin/auth/password', { oldPassword: 'khong-dung-roi', newPassword: 'mat-khau-moi-2026' }), 400)).toBe('Mật khẩu hiện tại không đúng');
    expectVietnameseError(await member.put('/v1/admin/auth/password', { oldPassword: 'nhan-vien-2026', newPassword: 'password123' }), 400);
    expectVietnameseError(await member.put('/v1/admin/auth/password', { oldPassword: 'nhan-vien-2026', newPassword: 'mat-khau-moi-2026', role: 'owner' }), 400);
    expect((await member.put('/v1/admin/auth/password', { oldPassword: 'nhan-vien-2026', newPassword: 'mat-khau-moi-2026' })).status).toBe(200);

    expect((await member.get('/v1/admin/auth/me')).status).toBe(200);
    expectVietnameseError(await elsewhere.get('/v1/admin/auth/me'), 401);
    expect((await new Staff(server).login(email, 'nhan-vien-2026')).status).toBe(401);
    expect((await new Staff(server).login(email, 'mat-khau-moi-2026')).status).toBe(200);
    expect(await lastAudit(id)).toMatchObject({ action: 'staff.password.change', staffId: id });
  });

  test('without a session it is 401', async () => {
    expectVietnameseError(await new Staff(server).put('/v1/admin/auth/password', { oldPassword: 'a', newPassword: 'mat-khau-moi-2026' }), 401);
  });
});

describe('the owner resets a member', () => {
  test('owner-only; the member is logged out, the old password stops working, the link sets a new one once', async () => {
    const { owner } = await loggedInOwner(server);
    const { member, id, email } = await loggedInStaff(server, owner, 'staff');
    expectVietnameseError(await member.post(`/v1/admin/staff/${id}/password-reset`), 403);
    const self = (await owner.get<{ staff: { id: number } }>('/v1/admin/auth/me')).body.staff.id;
    expectVietnameseError(await owner.post(`/v1/admin/staff/${self}/password-reset`), 409);
    expectVietnameseError(await owner.post('/v1/admin/staff/999999/password-reset'), 404);

    const reset = await owner.post<{ link: string; expiresAt: string }>(`/v1/admin/staff/${id}/password-reset`);
    expect(reset.status).toBe(201);
    const link = new URL(reset.body.link);
    expect(link.pathname).toBe('/admin/set-password');
    const token = new URLSearchParams(link.hash.slice(1)).get('token')!;
    expect(token.length).toBeGreaterThan(20);
    expect(new Date(reset.body.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    expectVietnameseError(await member.get('/v1/admin/auth/me'), 401);
    expect((await new Staff(server).login(email, 'nhan-vien-2026')).status).toBe(401);
    const audit = await lastAudit(id);
    expect(audit).toMatchObject({ action: 'staff.password.reset', entity: 'staff' });
    expect(JSON.stringify(audit)).not.toContain(token);

    const stranger = new Staff(server);
    expectVietnameseError(await stranger.post('/v1/admin/auth/set-password', { token, password: '12345678' }), 400);
    expect((await stranger.post('/v1/admin/auth/set-password', { token, password: 'mat-khau-rieng-2026' })).status).toBe(200);
    expect(expectVietnameseError(await stranger.post('/v1/admin/auth/set-password', { token, password: 'mat-khau-khac-2026' }), 400)).toMatch(/Liên kết/);
    expect((await new Staff(server).login(email, 'mat-khau-khac-2026')).status).toBe(401);
    expect((await new Staff(server).login(email, 'mat-khau-rieng-2026')).status).toBe(200);
    expect(await lastAudit(id)).toMatchObject({ action: 'staff.password.set', staffId: id });
  });

  test('a newer link makes the older one useless', async () => {
    const { owner } = await loggedInOwner(server);
    const { id } = await loggedInStaff(server, owner);
    const tokenOf = (reply: { body: { link: string } }) => new URLSearchParams(new URL(reply.body.link).hash.slice(1)).get('token');
    const first = tokenOf(await owner.post<{ link: string }>(`/v1/admin/staff/${id}/password-reset`));
    const second = tokenOf(await owner.post<{ link: string }>(`/v1/admin/staff/${id}/password-reset`));
    expectVietnameseError(await new Staff(server).post('/v1/admin/auth/set-password', { token: first, password: 'mat-khau-rieng-2026' }), 400);
    expect((await new Staff(server).post('/v1/admin/auth/set-password', { token: second, password: 'mat-khau-rieng-2026' })).status).toBe(200);
  });
});

describe('admin bodies', () => {
  test('an unknown field or nothing to change is a Vietnamese 400, never a 500', async () => {
    const { owner } = await loggedInOwner(server);
    const { id } = await loggedInStaff(server, owner);
    expect(expectVietnameseError(await owner.put(`/v1/admin/staff/${id}`, { password: 'mat-khau-moi-2026' }), 400)).toMatch(/password/);
    expectVietnameseError(await owner.put(`/v1/admin/staff/${id}`, {}), 400);
    expectVietnameseError(await owner.post('/v1/admin/staff', { email: 'them@thuedo.vn', fullName: 'Lê Thị Hoa', role: 'staff', password: 'nhan-vien-2026', isAdmin: true }), 400);
    expectVietnameseError(await owner.post('/v1/admin/auth/login', { email: 'a@thuedo.vn', password: OWNER_PASSWORD, remember: true }), 400);
    expectVietnameseError(await owner.post('/v1/admin/reviews/1/hide', { reason: 'Nội dung quảng cáo', extra: 1 }), 400);
  });
});
