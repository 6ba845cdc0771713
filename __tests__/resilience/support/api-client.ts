/** A shopper's browser, reduced to what the tests need: one `sid` cookie, the consumer header, JSON both ways. */

export interface Reply<T> {
  status: number;
  body: T;
}

export const PASSWORD = 'mat-khau-ben-bi-1';

let registered = 0;

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    public cookie: string | null = null,
  ) {}

  /** The same session against another server (another instance, or this one after a restart). */
  at(baseUrl: string): ApiClient {
    return new ApiClient(baseUrl, this.cookie);
  }

  async call<T = Record<string, unknown>>(method: string, urlPath: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const response = await fetch(`${this.baseUrl}${urlPath}`, {
      method,
      headers: {
        'x-user-type': 'consumer',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: `sid=${this.cookie}` } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    for (const header of response.headers.getSetCookie()) {
      const match = /^sid=([^;]*)/.exec(header);
      if (match) this.cookie = match[1] || null;
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  get = <T = Record<string, unknown>>(urlPath: string) => this.call<T>('GET', urlPath);
  post = <T = Record<string, unknown>>(urlPath: string, body?: unknown, headers?: Record<string, string>) => this.call<T>('POST', urlPath, body, headers);
  del = <T = Record<string, unknown>>(urlPath: string, body?: unknown) => this.call<T>('DELETE', urlPath, body);
}

export interface Account {
  client: ApiClient;
  customerId: number;
  email: string;
}

/** Registers a shopper (the reply sets the session cookie; the account starts with the welcome credit). */
export async function register(baseUrl: string, label: string): Promise<Account> {
  registered += 1;
  const client = new ApiClient(baseUrl);
  const email = `${label}.${process.pid}.${Date.now().toString(36)}.${registered}@example.vn`;
  const reply = await client.post<{ customer: { id: number } }>('/v1/user/consumer/register', { fullName: 'Trần Văn Bền', email, password: PASSWORD });
  if (reply.status !== 201 || !client.cookie) throw new Error(`register → ${reply.status} ${JSON.stringify(reply.body)}`);
  return { client, customerId: reply.body.customer.id, email };
}

/** Adds a delivery address to the shopper's book through the API (a 2025 ward of Hà Nội). */
export async function addAddress(client: ApiClient): Promise<number> {
  const reply = await client.post<{ id: number }>('/v1/customer/address', {
    type: 'ADDRESS_TYPE_HOME',
    receiverName: 'Trần Văn Bền',
    receiverPhone: '0912345678',
    street: '12 Lý Thường Kiệt',
    scheme: '2025',
    cityId: '01',
    wardId: '00070',
    isDefault: true,
  });
  if (reply.status !== 201) throw new Error(`address → ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.id;
}
