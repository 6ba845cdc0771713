import { runSaga, type Saga } from 'redux-saga';
import * as addressApi from '../../../../src/features/address/api';
import { createAddressSaga, deleteAddressSaga, loadAddresses, updateAddressSaga } from '../../../../src/features/address/saga';
import {
  addressCreated,
  addressDeleted,
  addressError,
  addressListLoaded,
  addressUpdated,
  createAddress,
  deleteAddress,
  fetchAddresses,
  updateAddress,
} from '../../../../src/features/address/slice';
import * as lookupApi from '../../../../src/features/address/lookup/api';
import { loadCities, loadDistricts, loadWards } from '../../../../src/features/address/lookup/saga';
import {
  addressLookupError,
  citiesLoaded,
  districtsLoaded,
  fetchCities,
  fetchDistricts,
  fetchWards,
  wardsLoaded,
} from '../../../../src/features/address/lookup/slice';
import * as favoriteApi from '../../../../src/features/favorite/api';
import { loadFavoriteIds, loadFavorites, removeFavoriteSaga } from '../../../../src/features/favorite/saga';
import { favoriteError, favoriteIdsLoaded, favoritesLoaded, fetchFavoriteIds, fetchFavorites, removeFavorite } from '../../../../src/features/favorite/slice';
import * as membershipApi from '../../../../src/features/membership/api';
import { loadPackages, purchaseSaga } from '../../../../src/features/membership/saga';
import { membershipError, packagesLoaded, purchaseFailed, purchasePackage, purchaseSucceeded } from '../../../../src/features/membership/slice';
import * as notificationApi from '../../../../src/features/notification/api';
import { loadNotifications, loadUnreadCount, markAllReadSaga, markReadSaga } from '../../../../src/features/notification/saga';
import { fetchNotifications, fetchUnreadCount, markRead, notificationError, notificationsLoaded, unreadCountLoaded } from '../../../../src/features/notification/slice';
import * as profileApi from '../../../../src/features/profile/api';
import { loadProfile, saveProfile } from '../../../../src/features/profile/saga';
import { profileError, profileLoaded, profileSaved, updateProfile } from '../../../../src/features/profile/slice';
import * as userApi from '../../../../src/features/user/api';
import { loginSaga, logoutSaga, registerSaga, restoreSessionSaga } from '../../../../src/features/user/saga';
import {
  consumerUpdated,
  login,
  loginSuccess,
  register,
  registerSuccess,
  relogin,
  sessionMissing,
  userError,
} from '../../../../src/features/user/slice';
import * as walletApi from '../../../../src/features/wallet/api';
import { loadWallet } from '../../../../src/features/wallet/saga';
import { balancesLoaded, fetchWallet, historyLoaded, walletError } from '../../../../src/features/wallet/slice';
import { ApiError } from '../../../../src/shared/api/http';
import { sessionEnded } from '../../../../src/shared/state/events';
import { makeCard } from '../../fixtures/catalog';
import { division, makeAddress, makeCustomer, makeEntry, makeMembership, makeNotification, makePackage, makeSession } from '../../fixtures/accounts';

jest.mock('../../../../src/features/user/api');
jest.mock('../../../../src/features/profile/api');
jest.mock('../../../../src/features/address/api');
jest.mock('../../../../src/features/address/lookup/api');
jest.mock('../../../../src/features/favorite/api');
jest.mock('../../../../src/features/membership/api');
jest.mock('../../../../src/features/wallet/api');
jest.mock('../../../../src/features/notification/api');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function record(saga: Saga<any[]>, ...args: unknown[]): Promise<unknown[]> {
  const dispatched: unknown[] = [];
  await runSaga({ dispatch: (action) => dispatched.push(action), getState: () => ({}) }, saga, ...args).toPromise();
  return dispatched;
}

beforeEach(() => jest.resetAllMocks());

describe('user saga', () => {
  const credentials = { provider: 'default' as const, identifier: 'lan@example.vn', password: 'matkhau123' };

  it('login → loginSuccess with the session', async () => {
    jest.mocked(userApi.login).mockResolvedValue(makeSession());
    expect(await record(loginSaga, login(credentials))).toEqual([loginSuccess(makeSession())]);
    expect(userApi.login).toHaveBeenCalledWith(credentials);
  });

  it('login: wrong credentials (401) → userError with the API message; empty response → error too', async () => {
    jest.mocked(userApi.login).mockRejectedValueOnce(new ApiError(401, 'Email/số điện thoại hoặc mật khẩu không đúng'));
    expect(await record(loginSaga, login(credentials))).toEqual([
      userError({ message: 'Email/số điện thoại hoặc mật khẩu không đúng', status: 401, reason: null }),
    ]);
    jest.mocked(userApi.login).mockRejectedValueOnce(new ApiError(429, 'Cần mã đăng nhập', 'login-code-required'));
    expect(await record(loginSaga, login(credentials))).toEqual([userError({ message: 'Cần mã đăng nhập', status: 429, reason: 'login-code-required' })]);
    jest.mocked(userApi.login).mockResolvedValueOnce(undefined as never);
    const [action] = (await record(loginSaga, login(credentials))) as Array<{ type: string }>;
    expect(action?.type).toBe(userError.type);
  });

  it('facebook login posts the token with provider facebook', async () => {
    jest.mocked(userApi.login).mockResolvedValue(makeSession());
    await record(loginSaga, login({ provider: 'facebook', accessToken: 'EAAB' }));
    expect(userApi.login).toHaveBeenCalledWith({ provider: 'facebook', accessToken: 'EAAB' });
  });

  it('register → registerSuccess; 409 → userError', async () => {
    const payload = { fullName: 'Lan', phone: '0912345678', password: 'matkhau123' };
    jest.mocked(userApi.register).mockResolvedValueOnce(makeSession());
    expect(await record(registerSaga, register(payload))).toEqual([registerSuccess(makeSession())]);
    jest.mocked(userApi.register).mockRejectedValueOnce(new ApiError(409, 'Email đã được sử dụng'));
    expect(await record(registerSaga, register(payload))).toEqual([userError({ message: 'Email đã được sử dụng', status: 409 })]);
  });

  it('logout → sessionEnded (even when the session is already gone)', async () => {
    jest.mocked(userApi.logout).mockResolvedValueOnce(200);
    expect(await record(logoutSaga)).toEqual([sessionEnded()]);
    jest.mocked(userApi.logout).mockRejectedValueOnce(new ApiError(401, ''));
    expect(await record(logoutSaga)).toEqual([sessionEnded()]);
  });

  it('restores the session from /session; null or a failure → guest silently', async () => {
    jest.mocked(userApi.fetchSession).mockResolvedValueOnce(makeSession());
    expect(await record(restoreSessionSaga)).toEqual([relogin(makeSession())]);
    jest.mocked(userApi.fetchSession).mockResolvedValueOnce(null);
    expect(await record(restoreSessionSaga)).toEqual([sessionMissing()]);
    jest.mocked(userApi.fetchSession).mockRejectedValueOnce(new ApiError(503, 'Lỗi máy chủ'));
    expect(await record(restoreSessionSaga)).toEqual([sessionMissing()]);
  });
});

describe('profile saga', () => {
  it('loads the profile and merges the package name, type and colour', async () => {
    const customer = makeCustomer({ membership: makeMembership({ name: '', color: '' }) });
    jest.mocked(profileApi.fetchProfile).mockResolvedValue(customer);
    jest.mocked(profileApi.fetchMembershipPackage).mockResolvedValue(makePackage({ name: 'Kim cương', type: 'DIAMOND', color: '#1b1b3a' }));
    const [action] = (await record(loadProfile)) as Array<ReturnType<typeof profileLoaded>>;
    expect(action?.type).toBe(profileLoaded.type);
    expect(action?.payload.membership).toMatchObject({ name: 'Kim cương', type: 'DIAMOND', color: '#1b1b3a' });
    expect(profileApi.fetchMembershipPackage).toHaveBeenCalledWith(2);
  });

  it('without a membership no package is fetched; failures record the error', async () => {
    jest.mocked(profileApi.fetchProfile).mockResolvedValueOnce(makeCustomer());
    expect(await record(loadProfile)).toEqual([profileLoaded(makeCustomer())]);
    expect(profileApi.fetchMembershipPackage).not.toHaveBeenCalled();
    jest.mocked(profileApi.fetchProfile).mockRejectedValueOnce(new ApiError(500, 'Lỗi máy chủ'));
    expect(await record(loadProfile)).toEqual([profileError('Lỗi máy chủ')]);
  });

  it('saves and keeps the user consumer in step', async () => {
    const saved = makeCustomer({ fullName: 'Lan Nguyễn' });
    jest.mocked(profileApi.updateProfile).mockResolvedValue(saved);
    expect(await record(saveProfile, updateProfile({ fullName: 'Lan Nguyễn' }))).toEqual([profileSaved(saved), consumerUpdated(saved)]);
  });
});

describe('address saga', () => {
  const input = { type: 'ADDRESS_TYPE_HOME' as const, receiverName: 'Lan', receiverPhone: '0912345678', street: '1 Lê Lợi', scheme: '2025' as const, cityId: '79', districtId: null, wardId: '26734', isDefault: false };

  it('list loaded; nothing returned → empty payload; thrown → only the error event', async () => {
    jest.mocked(addressApi.fetchAddresses).mockResolvedValueOnce({ items: [makeAddress()], total: 1 });
    expect(await record(loadAddresses)).toEqual([addressListLoaded({ items: [makeAddress()], total: 1 })]);
    jest.mocked(addressApi.fetchAddresses).mockResolvedValueOnce(undefined as never);
    expect(await record(loadAddresses)).toEqual([addressListLoaded({})]);
    jest.mocked(addressApi.fetchAddresses).mockRejectedValueOnce(new ApiError(500, 'Lỗi'));
    expect(await record(loadAddresses)).toEqual([addressError('Lỗi')]);
  });

  it('created (then the list reloads); empty payload; error only', async () => {
    jest.mocked(addressApi.createAddress).mockResolvedValueOnce(makeAddress({ id: 9 }));
    expect(await record(createAddressSaga, createAddress(input))).toEqual([addressCreated(makeAddress({ id: 9 })), fetchAddresses()]);
    jest.mocked(addressApi.createAddress).mockResolvedValueOnce(undefined as never);
    expect(await record(createAddressSaga, createAddress(input))).toEqual([addressCreated({}), fetchAddresses()]);
    jest.mocked(addressApi.createAddress).mockRejectedValueOnce(new ApiError(400, 'Phường/xã không hợp lệ'));
    expect(await record(createAddressSaga, createAddress(input))).toEqual([addressError('Phường/xã không hợp lệ')]);
  });

  it('updated and deleted, with the same rules', async () => {
    jest.mocked(addressApi.updateAddress).mockResolvedValueOnce(makeAddress());
    expect(await record(updateAddressSaga, updateAddress({ ...input, id: 1 }))).toEqual([addressUpdated(makeAddress()), fetchAddresses()]);
    jest.mocked(addressApi.updateAddress).mockRejectedValueOnce(new ApiError(404, 'Không tìm thấy địa chỉ'));
    expect(await record(updateAddressSaga, updateAddress({ ...input, id: 1 }))).toEqual([addressError('Không tìm thấy địa chỉ')]);
    jest.mocked(addressApi.deleteAddress).mockResolvedValueOnce(200);
    expect(await record(deleteAddressSaga, deleteAddress(1))).toEqual([addressDeleted({ id: 1 }), fetchAddresses()]);
    jest.mocked(addressApi.deleteAddress).mockResolvedValueOnce(undefined as never);
    expect(await record(deleteAddressSaga, deleteAddress(1))).toEqual([addressDeleted({}), fetchAddresses()]);
    jest.mocked(addressApi.deleteAddress).mockRejectedValueOnce(new ApiError(404, 'Không tìm thấy địa chỉ'));
    expect(await record(deleteAddressSaga, deleteAddress(1))).toEqual([addressError('Không tìm thấy địa chỉ')]);
  });
});

describe('address lookup saga', () => {
  it('cities for the scheme (2025 by default)', async () => {
    jest.mocked(lookupApi.fetchCities).mockResolvedValue([division('01', 'Hà Nội')]);
    expect(await record(loadCities, fetchCities(undefined))).toEqual([citiesLoaded([division('01', 'Hà Nội')])]);
    expect(lookupApi.fetchCities).toHaveBeenCalledWith('2025');
    await record(loadCities, fetchCities('legacy'));
    expect(lookupApi.fetchCities).toHaveBeenLastCalledWith('legacy');
  });

  it('districts (legacy) and wards by province (2025) or district (legacy); errors recorded', async () => {
    jest.mocked(lookupApi.fetchDistricts).mockResolvedValue([division('001', 'Ba Đình')]);
    expect(await record(loadDistricts, fetchDistricts('01'))).toEqual([districtsLoaded([division('001', 'Ba Đình')])]);
    jest.mocked(lookupApi.fetchWards).mockResolvedValue([division('00004', 'Ba Đình')]);
    expect(await record(loadWards, fetchWards({ id: '01', scheme: '2025' }))).toEqual([wardsLoaded([division('00004', 'Ba Đình')])]);
    expect(lookupApi.fetchWards).toHaveBeenCalledWith('01', '2025');
    jest.mocked(lookupApi.fetchWards).mockRejectedValueOnce(new ApiError(404, 'Không tìm thấy'));
    expect(await record(loadWards, fetchWards({ id: '999', scheme: 'legacy' }))).toEqual([addressLookupError('Không tìm thấy')]);
  });
});

describe('favorite saga', () => {
  it('list, ids, and errors', async () => {
    const page = { items: [makeCard()], pagination: { page: 1, limit: 30, total: 1 } };
    jest.mocked(favoriteApi.fetchFavorites).mockResolvedValueOnce(page);
    expect(await record(loadFavorites, fetchFavorites(1))).toEqual([favoritesLoaded(page)]);
    jest.mocked(favoriteApi.fetchFavoriteIds).mockResolvedValueOnce([101]);
    expect(await record(loadFavoriteIds)).toEqual([favoriteIdsLoaded([101])]);
    jest.mocked(favoriteApi.fetchFavorites).mockRejectedValueOnce(new ApiError(500, 'Lỗi'));
    expect(await record(loadFavorites, fetchFavorites(1))).toEqual([favoriteError('Lỗi')]);
  });

  it('remove calls DELETE; a failure records the error and reloads the ids', async () => {
    jest.mocked(favoriteApi.removeFavorite).mockResolvedValueOnce(200);
    expect(await record(removeFavoriteSaga, removeFavorite(101))).toEqual([]);
    expect(favoriteApi.removeFavorite).toHaveBeenCalledWith(101);
    jest.mocked(favoriteApi.removeFavorite).mockRejectedValueOnce(new ApiError(500, 'Lỗi'));
    expect(await record(removeFavoriteSaga, removeFavorite(101))).toEqual([favoriteError('Lỗi'), fetchFavoriteIds()]);
  });
});

describe('membership saga', () => {
  it('packages; purchase with the wallet updates the profile; 409 keeps the API message', async () => {
    jest.mocked(membershipApi.fetchPackages).mockResolvedValueOnce([makePackage()]);
    expect(await record(loadPackages)).toEqual([packagesLoaded([makePackage()])]);
    jest.mocked(membershipApi.fetchPackages).mockRejectedValueOnce(new ApiError(500, 'Lỗi'));
    expect(await record(loadPackages)).toEqual([membershipError('Lỗi')]);

    const customer = makeCustomer({ membership: makeMembership() });
    jest.mocked(membershipApi.purchasePackage).mockResolvedValueOnce(customer);
    jest.mocked(profileApi.fetchMembershipPackage).mockResolvedValueOnce(makePackage());
    expect(await record(purchaseSaga, purchasePackage(2))).toEqual([purchaseSucceeded(customer), profileLoaded(customer), consumerUpdated(customer)]);
    jest.mocked(membershipApi.purchasePackage).mockRejectedValueOnce(new ApiError(409, 'Số dư ví không đủ'));
    expect(await record(purchaseSaga, purchasePackage(2))).toEqual([purchaseFailed('Số dư ví không đủ')]);
  });
});

describe('wallet saga', () => {
  it('balances and history; errors recorded', async () => {
    const balances = { availableBalance: 500000, membershipAvailableBalance: 200000, walletCoin: 700000 };
    const history = { items: [makeEntry()], pagination: { page: 1, limit: 20, total: 1 } };
    jest.mocked(walletApi.fetchBalances).mockResolvedValueOnce(balances);
    jest.mocked(walletApi.fetchHistory).mockResolvedValueOnce(history);
    expect(await record(loadWallet, fetchWallet(1))).toEqual([balancesLoaded(balances), historyLoaded(history)]);
    jest.mocked(walletApi.fetchBalances).mockRejectedValueOnce(new ApiError(500, 'Lỗi'));
    jest.mocked(walletApi.fetchHistory).mockResolvedValueOnce(history);
    expect(await record(loadWallet, fetchWallet(1))).toEqual([walletError('Lỗi')]);
  });
});

describe('notification saga', () => {
  it('list, unread count, mark read, read all', async () => {
    const page = { items: [makeNotification()], unread: 1, pagination: { page: 1, limit: 20, total: 1 } };
    jest.mocked(notificationApi.fetchNotifications).mockResolvedValueOnce(page);
    expect(await record(loadNotifications, fetchNotifications(1))).toEqual([notificationsLoaded(page)]);
    jest.mocked(notificationApi.fetchUnreadCount).mockResolvedValueOnce(3);
    expect(await record(loadUnreadCount)).toEqual([unreadCountLoaded(3)]);
    jest.mocked(notificationApi.markRead).mockResolvedValueOnce({ status: 'ok' });
    expect(await record(markReadSaga, markRead(1))).toEqual([]);
    expect(notificationApi.markRead).toHaveBeenCalledWith(1);
    jest.mocked(notificationApi.markAllRead).mockRejectedValueOnce(new ApiError(500, 'Lỗi'));
    expect(await record(markAllReadSaga)).toEqual([notificationError('Lỗi'), fetchUnreadCount()]);
  });
});
