/**
 * The reminder channels on the account page (each switch saves that channel only) and the push offer on a rental's
 * confirmation: shown only where push can work and has not been answered, the browser asked only from the tap.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ReminderChannels } from '../../../../src/features/notification/components/ReminderChannels';
import { PushPrompt } from '../../../../src/features/notification/components/PushPrompt';
import { keyBytes } from '../../../../src/features/notification/reminder-api';

type Call = { url: string; method: string; body: unknown };

function api(routes: Record<string, unknown>) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: String(url), method, body });
    const key = `${method} ${new URL(String(url), 'http://localhost').pathname}`;
    const answer = typeof routes[key] === 'function' ? (routes[key] as (b: unknown) => unknown)(body) : routes[key];
    return { status: 200, ok: true, headers: { get: () => 'application/json' }, json: async () => answer };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

afterEach(() => {
  delete (window as { PushManager?: unknown }).PushManager;
  delete (window as { Notification?: unknown }).Notification;
  Object.defineProperty(navigator, 'serviceWorker', { value: undefined, configurable: true });
});

it('shows the four channels as saved and saves only the one switched', async () => {
  let saved = { app: true, email: true, push: false, sms: true };
  const calls = api({
    'GET /v1/notification/preferences': saved,
    'PUT /v1/notification/preferences': (change: object) => (saved = { ...saved, ...change }),
  });
  render(<ReminderChannels />);
  const sms = await screen.findByRole('switch', { name: 'SMS/Zalo' });
  await waitFor(() => expect(sms).toBeEnabled());
  expect(sms).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Thông báo đẩy' })).not.toBeChecked();
  expect(screen.getByRole('switch', { name: 'Thông báo trong ứng dụng' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Email' })).toBeChecked();
  fireEvent.click(sms);
  await waitFor(() => expect(screen.getByRole('switch', { name: 'SMS/Zalo' })).not.toBeChecked());
  expect(calls.filter((call) => call.method === 'PUT')).toEqual([expect.objectContaining({ body: { sms: false } })]);
});

it('turning push on where the browser has no Push API says so, and keeps the choice for later', async () => {
  api({ 'GET /v1/notification/preferences': { app: true, email: true, push: false, sms: true }, 'PUT /v1/notification/preferences': { app: true, email: true, push: true, sms: true } });
  render(<ReminderChannels />);
  const push = await screen.findByRole('switch', { name: 'Thông báo đẩy' });
  await waitFor(() => expect(push).toBeEnabled());
  fireEvent.click(push);
  expect(await screen.findByText(/Trình duyệt này chưa hỗ trợ thông báo đẩy/)).toBeInTheDocument();
});

function browserWithPush(permission: NotificationPermission, requestPermission = jest.fn(async () => 'granted' as NotificationPermission)) {
  const subscription = { endpoint: 'https://push.example/abc', toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }) };
  const subscribe = jest.fn(async () => subscription);
  (window as { PushManager?: unknown }).PushManager = function PushManager() {};
  (window as { Notification?: unknown }).Notification = { permission, requestPermission };
  Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }) }, configurable: true });
  return { subscribe, requestPermission };
}

it('the push offer asks the browser only from the tap, then hands the subscription to the server', async () => {
  const { subscribe, requestPermission } = browserWithPush('default');
  const calls = api({ 'GET /v1/notification/push-config': { enabled: true, publicKey: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM' }, 'POST /v1/notification/push-subscriptions': { status: 'ok' } });
  render(<PushPrompt />);
  const button = await screen.findByRole('button', { name: /Bật thông báo/ });
  expect(screen.getByRole('heading', { name: 'Nhận nhắc lịch trả đồ qua thông báo?' })).toBeInTheDocument();
  expect(requestPermission).not.toHaveBeenCalled();
  fireEvent.click(button);
  expect(await screen.findByText('Đã bật thông báo nhắc lịch trên trình duyệt này.')).toBeInTheDocument();
  expect(requestPermission).toHaveBeenCalledTimes(1);
  expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } });
});

it('no offer where notifications were already answered, or the shop has no push', async () => {
  browserWithPush('denied');
  const calls = api({ 'GET /v1/notification/push-config': { enabled: true, publicKey: 'x' } });
  const { container, unmount } = render(<PushPrompt />);
  expect(container).toBeEmptyDOMElement();
  expect(calls).toHaveLength(0);
  unmount();
  browserWithPush('default');
  api({ 'GET /v1/notification/push-config': { enabled: false, publicKey: null } });
  const second = render(<PushPrompt />);
  await waitFor(() => expect(global.fetch).toHaveBeenCalled());
  expect(second.container).toBeEmptyDOMElement();
});

it('the VAPID key is decoded from base64url to the 65 bytes of a P-256 public key', () => {
  const bytes = keyBytes('BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM');
  expect(bytes).toHaveLength(65);
  expect(bytes[0]).toBe(4);
});
