/** A back-office client: keeps the `ssid` cookie by hand (as the browser does for /v1/admin) and sends `X-User-Type: staff`. */
import { ensureOwner } from '../../../server/modules/admin/staff';
import type { Reply } from '../accounts/helpers';
import type { TestServer } from '../helpers/test-server';

export const OWNER_PASSWORD = 'chu-cua-hang-2026';

export class Staff {
  cookie: string | null = null;
  setCookies: string[] = [];

  constructor(readonly server: TestServer) {}

  async call<T = Record<string, unknown>>(method: string, urlPath: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const response = await fetch(`${this.server.url}${urlPath}`, {
      method,
      headers: {
        'x-user-type': 'staff',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: `ssid=${this.cookie}` } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const setCookies = response.headers.getSetCookie();
    for (const header of setCookies) {
      const match = /^ssid=([^;]*)/.exec(header);
      if (!match) continue;
      this.setCookies.push(header);
      this.cookie = match[1] && !/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(header) ? match[1] : null;
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers, setCookies };
  }

  get = <T = Record<string, unknown>>(urlPath: string) => this.call<T>('GET', urlPath);
  post = <T = Record<string, unknown>>(urlPath: string, body?: unknown) => this.call<T>('POST', urlPath, body);
  put = <T = Record<string, unknown>>(urlPath: string, body?: unknown) => this.call<T>('PUT', urlPath, body);

  async login(email: string, password: string): Promise<Reply<{ staff: { id: number; role: string } }>> {
    return this.post('/v1/admin/auth/login', { email, password });
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
