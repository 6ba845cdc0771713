import { createFacebookAuth, FACEBOOK_FIELDS, NOT_INITIALIZED, UNAUTHORIZED, type FacebookApi } from '../../../src/features/user/facebook';
import { textColorOn } from '../../../src/shared/ui/contrast';
import { isEmail, isVnMobile } from '../../../src/shared/forms/rules';
import { loginPath, redirectFromSearch, safeRedirect } from '../../../src/shared/routing/redirect';

describe('Facebook wrapper', () => {
  it('throws before the SDK is ready', async () => {
    const auth = createFacebookAuth(undefined);
    expect(auth.isReady).toBe(false);
    await expect(auth.login(jest.fn(), jest.fn())).rejects.toThrow('Facebook is not initialized. Wait for isReady');
    expect(NOT_INITIALIZED).toBe('Facebook is not initialized. Wait for isReady');
  });

  it.each(['not_authorized', 'authorization_expired', 'unknown'])("status '%s' → 'Unauthorized user' to the error callback", async (status) => {
    const api = { login: jest.fn().mockResolvedValue({ status }), getProfile: jest.fn() } as unknown as FacebookApi;
    const onSuccess = jest.fn();
    const onError = jest.fn();
    await createFacebookAuth(api).login(onSuccess, onError);
    expect(onError).toHaveBeenCalledWith(new Error(UNAUTHORIZED));
    expect(onError.mock.calls[0][0].message).toBe('Unauthorized user');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(api.getProfile).not.toHaveBeenCalled();
  });

  it('connected → requests the profile fields and hands back the token', async () => {
    const api = {
      login: jest.fn().mockResolvedValue({ status: 'connected', authResponse: { accessToken: 'EAAB', userID: '42' } }),
      getProfile: jest.fn().mockResolvedValue({ id: '42', name: 'Lan' }),
    } as unknown as FacebookApi;
    const onSuccess = jest.fn();
    const auth = createFacebookAuth(api);
    expect(auth.isReady).toBe(true);
    await auth.login(onSuccess, jest.fn());
    expect(api.getProfile).toHaveBeenCalledWith({ fields: 'id,first_name,last_name,middle_name,name,name_format,picture,short_name,email' });
    expect(FACEBOOK_FIELDS).toHaveLength(9);
    expect(onSuccess).toHaveBeenCalledWith({ accessToken: 'EAAB', userID: '42', profile: { id: '42', name: 'Lan' } });
  });

  it('SDK failures go to the error callback', async () => {
    const api = { login: jest.fn().mockRejectedValue(new Error('popup closed')), getProfile: jest.fn() } as unknown as FacebookApi;
    const onError = jest.fn();
    await createFacebookAuth(api).login(jest.fn(), onError);
    expect(onError).toHaveBeenCalledWith(new Error('popup closed'));
  });
});

describe('redirect sanitising', () => {
  it.each([
    ['/account/address', '/account/address'],
    ['/checkout/cart?step=2', '/checkout/cart?step=2'],
    ['/product/ao-dai#reviews', '/product/ao-dai#reviews'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'account',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    ' /account',
    '/account\n',
    'javascript:alert(1)',
    '/login',
    '/login?redirect=/account',
    '/register/',
  ])('falls back to /account for %p', (value) => {
    expect(safeRedirect(value)).toBe('/account');
  });

  it('reads the param and builds the login path', () => {
    expect(redirectFromSearch('?redirect=%2Faccount%2Fmy-wallet')).toBe('/account/my-wallet');
    expect(redirectFromSearch('?redirect=https%3A%2F%2Fevil.example')).toBe('/account');
    expect(redirectFromSearch('')).toBe('/account');
    expect(loginPath('/checkout/cart?x=1')).toBe('/login?redirect=%2Fcheckout%2Fcart%3Fx%3D1');
    expect(loginPath('//evil')).toBe('/login');
  });
});

describe('contrast rule on membership colours (brightness ≥ 125 → black text)', () => {
  it.each([
    ['#ffffff', '#000'],
    ['#000000', '#fff'],
    ['#f5c542', '#000'],
    ['#1b1b3a', '#fff'],
    ['#c0c0c0', '#000'],
    ['#b0264f', '#fff'],
    ['fff', '#000'],
  ])('%s → %s', (background, text) => {
    expect(textColorOn(background)).toBe(text);
  });
});

describe('contact rules', () => {
  it('Vietnamese mobiles and emails', () => {
    expect(['0912345678', '0312345678', '+84912345678', '0912 345 678'].every(isVnMobile)).toBe(true);
    expect(['0212345678', '091234567', '+8491234567', '84912345678'].some(isVnMobile)).toBe(false);
    expect(isEmail('lan@example.vn')).toBe(true);
    expect(isEmail(`${'a'.repeat(310)}@example.vn`)).toBe(false);
    expect(isEmail('lan@')).toBe(false);
  });
});
