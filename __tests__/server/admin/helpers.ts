import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureOwner } from '../../../server/modules/admin/staff';
import { ApiClient, type Reply } from '../accounts/helpers';
import type { TestServer } from '../helpers/test-server';
import { REPO_ROOT } from '../helpers/child-process';
import type { OrderBody } from '../order/helpers';
import type { ProductInput } from '../../../core/contracts/admin-catalog';

export const OWNER_PASSWORD = 'chu-cua-hang-2026';

/** A back-office client: the `ssid` cookie (as the browser keeps it for /v1/admin) and `X-User-Type: staff`. */
export class Staff extends ApiClient {
  constructor(server: TestServer) {
    super(server, 'ssid', 'staff');
  }

  async login(email: string, password: string): Promise<Reply<{ staff: { id: number; role: string } }>> {
    return this.post('/v1/admin/auth/login', { email, password });
  }

  /** A raw body (a photo) with its Content-Type, as the back-office's file picker sends it. */
  async upload<T = Record<string, unknown>>(urlPath: string, bytes: Buffer, contentType: string): Promise<Reply<T>> {
    const response = await fetch(`${this.server.url}${urlPath}`, {
      method: 'POST',
      headers: { 'x-user-type': this.userType, 'content-type': contentType, ...(this.cookie ? { cookie: `${this.cookieName}=${this.cookie}` } : {}) },
      body: new Uint8Array(bytes),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers, setCookies: [] };
  }
}

let counter = 0;
export const staffEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${(counter += 1)}@thuedo.vn`;

/** An owner account made as ADMIN_EMAIL/ADMIN_PASSWORD would make it, logged in. */
export async function loggedInOwner(server: TestServer): Promise<{ owner: Staff; email: string }> {
  const email = staffEmail('chu');
  await ensureOwner(server.database.db, email, OWNER_PASSWORD);
  const owner = new Staff(server);
  const reply = await owner.login(email, OWNER_PASSWORD);
  if (reply.status !== 200) throw new Error(`owner login → ${reply.status} ${JSON.stringify(reply.body)}`);
  return { owner, email };
}

/** A staff member of `role`, invited by `owner` and logged in. */
export async function loggedInStaff(server: TestServer, owner: Staff, role: 'staff' | 'marketing' | 'owner' = 'staff'): Promise<{ member: Staff; id: number; email: string }> {
  const email = staffEmail(role);
  const invited = await owner.post<{ id: number }>('/v1/admin/staff', { email, fullName: 'Trần Văn Minh', role, password: 'nhan-vien-2026' });
  if (invited.status !== 201) throw new Error(`invite → ${invited.status} ${JSON.stringify(invited.body)}`);
  const member = new Staff(server);
  const reply = await member.login(email, 'nhan-vien-2026');
  if (reply.status !== 200) throw new Error(`staff login → ${reply.status}`);
  return { member, id: invited.body.id, email };
}

export interface RentalBody {
  state: string;
  dueBack: string;
  returnedOn: string | null;
  lateDays: number | null;
  lateFee: number | null;
  damageCharge: number | null;
  depositRefund: number | null;
  refundMethod: string | null;
}
export type AdminOrderBody = {
  order: OrderBody & { items: Array<{ id: number; mode: string; dateTo: string | null; extendedDays: number; canExtend: boolean; rental: RentalBody | null }> };
  customer: { fullName: string; phone: string | null };
  units: Array<{ itemId: number; unitId: number; code: string }>;
};

/**
 * Hands the order over as staff at the counter do: for each rental line, the first of its free units (as the
 * back-office's list offers them), by code.
 */
export async function handOverWithUnits(clerk: Staff, orderId: number) {
  const order = await clerk.get<AdminOrderBody>(`/v1/admin/orders/${orderId}`);
  const unitCodes: string[] = [];
  for (const item of order.body.order?.items ?? []) {
    if (item.mode !== 'rent' || item.rental?.state !== 'reserved') continue;
    const free = await clerk.get<{ quantity: number; units: Array<{ code: string }> }>(`/v1/admin/orders/${orderId}/items/${item.id}/free-units`);
    unitCodes.push(...(free.body.units ?? []).filter((unit) => !unitCodes.includes(unit.code)).slice(0, free.body.quantity).map((unit) => unit.code));
  }
  return clerk.post<AdminOrderBody>(`/v1/admin/orders/${orderId}/hand-over`, { unitCodes });
}

/** A rentable áo dài as the product editor sends it (350.000 ₫ rent, 1.000.000 ₫ deposit, two units). */
export function productInput(categoryId: number, fields: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Áo dài lụa Hạ Long',
    description: 'Áo dài lụa tơ tằm, may đo tại Huế.',
    categoryId,
    type: 'PRODUCT_TYPE_RENTABLE',
    originalPrice: 0,
    salePrice: 0,
    originalRentalPrice: 0,
    rentalPrice: 350_000,
    membershipRentalPrice: 0,
    depositPrice: 1_000_000,
    stock: 2,
    attributes: { size: 'M', colour: 'Đỏ', style: 'Truyền thống', occasion: 'Đám cưới', material: 'Lụa' },
    ...fields,
  };
}

/** Runs a compiled back-office command (dist/<name>.js) with `input` piped as its answers; its exit code and output. */
export function runAdminCommand(name: string, env: NodeJS.ProcessEnv, input: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'dist', `${name}.js`)], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(input);
  });
}
