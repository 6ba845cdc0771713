import { addressReducer, addressCreated, addressDeleted, addressError, addressListLoaded, addressUpdated, createAddress, initialAddressState } from '../../../../src/features/address/slice';
import {
  addressLookupError,
  addressLookupReducer,
  citiesLoaded,
  districtsLoaded,
  fetchCities,
  fetchDistricts,
  fetchWards,
  initialAddressLookupState,
  wardsLoaded,
} from '../../../../src/features/address/lookup/slice';
import {
  addFavorite,
  favoriteIdsLoaded,
  favoriteReducer,
  favoritesLoaded,
  initialFavoriteState,
  removeFavorite,
} from '../../../../src/features/favorite/slice';
import { initialMembershipState, membershipReducer, packagesLoaded, purchaseFailed, purchasePackage, purchaseSucceeded } from '../../../../src/features/membership/slice';
import { initialNotificationState, markAllRead, markRead, notificationReducer, notificationsLoaded } from '../../../../src/features/notification/slice';
import { activeMembership, normaliseProfile } from '../../../../src/features/profile/profile';
import { initialProfileState, profileLoaded, profileReducer } from '../../../../src/features/profile/slice';
import {
  initialUserState,
  login,
  loginSuccess,
  register,
  registerSuccess,
  relogin,
  resetLogout,
  sessionMissing,
  userError,
  userReducer,
  type UserState,
} from '../../../../src/features/user/slice';
import { balancesLoaded, historyLoaded, initialWalletState, walletReducer } from '../../../../src/features/wallet/slice';
import { sessionEnded } from '../../../../src/shared/state/events';
import { makeStore } from '../../../../src/app/store';
import { makeCard } from '../../fixtures/catalog';
import { division, makeAddress, makeCustomer, makeEntry, makeMembership, makeNotification, makePackage, makeSession, makeUser, pendingFetch } from '../../fixtures/accounts';

const signedIn = (): UserState => userReducer(initialUserState, loginSuccess(makeSession()));

describe('user reducer', () => {
  it('starts as a guest whose session is not yet checked', () => {
    expect(initialUserState).toMatchObject({ user: null, consumer: null, isLogout: false, isGuest: true, restored: false });
  });

  it('login → a non-guest user with the customer', () => {
    const pending = userReducer(initialUserState, login({ identifier: 'lan@example.vn', password: 'matkhau123' }));
    expect(pending.loading).toBe(true);
    const state = userReducer(pending, loginSuccess(makeSession()));
    expect(state).toMatchObject({ user: makeUser(), consumer: makeCustomer(), isGuest: false, isLogout: false, loading: false, error: null });
  });

  it('register → a non-guest user', () => {
    const pending = userReducer(initialUserState, register({ fullName: 'Lan', email: 'lan@example.vn', password: 'matkhau123' }));
    const state = userReducer(pending, registerSuccess(makeSession()));
    expect(state).toMatchObject({ user: makeUser(), isGuest: false, isLogout: false });
  });

  it('logout → isLogout and guest, user and customer gone', () => {
    const state = userReducer(signedIn(), sessionEnded());
    expect(state).toMatchObject({ user: null, consumer: null, isLogout: true, isGuest: true });
  });

  it('resetting the logout state clears isLogout but stays guest', () => {
    const state = userReducer(userReducer(signedIn(), sessionEnded()), resetLogout());
    expect(state).toMatchObject({ isLogout: false, isGuest: true, user: null });
  });

  it('relogin restores user and customer as non-guest', () => {
    const loggedOut = userReducer(signedIn(), sessionEnded());
    const state = userReducer(loggedOut, relogin(makeSession()));
    expect(state).toMatchObject({ user: makeUser(), consumer: makeCustomer(), isGuest: false, isLogout: false, restored: true });
  });

  it('any user error marks the visitor as guest and records it', () => {
    const state = userReducer(signedIn(), userError({ message: 'Email/số điện thoại hoặc mật khẩu không đúng', status: 401 }));
    expect(state).toMatchObject({ isGuest: true, user: null, error: 'Email/số điện thoại hoặc mật khẩu không đúng', errorStatus: 401, loading: false });
  });

  it('a missing session (401 from /me) is a guest without an error', () => {
    const state = userReducer(initialUserState, sessionMissing());
    expect(state).toMatchObject({ isGuest: true, restored: true, error: null });
  });
});

describe('profile', () => {
  const now = Date.parse('2025-06-01T00:00:00Z');

  it('walletCoin = availableBalance + membershipAvailableBalance, each defaulting to 0', () => {
    expect(normaliseProfile(makeCustomer({ availableBalance: 100, membershipAvailableBalance: 50, walletCoin: 0 }), now).walletCoin).toBe(150);
    const missing = makeCustomer({ availableBalance: undefined as unknown as number, membershipAvailableBalance: undefined as unknown as number });
    expect(normaliseProfile(missing, now)).toMatchObject({ availableBalance: 0, membershipAvailableBalance: 0, walletCoin: 0 });
  });

  it('drops a membership that is absent or expired (client-side too)', () => {
    expect(activeMembership(null, now)).toBeNull();
    expect(activeMembership(makeMembership({ expiredDate: '2025-05-31T23:59:59Z' }), now)).toBeNull();
    expect(activeMembership(makeMembership({ expiredDate: '2025-06-30T00:00:00Z' }), now)?.name).toBe('Vàng');
  });

  it('takes the customer of a login and clears on logout', () => {
    const withMembership = makeSession();
    withMembership.customer.membership = makeMembership();
    const state = profileReducer(initialProfileState, loginSuccess(withMembership));
    expect(state.profile?.membership?.color).toBe('#f5c542');
    expect(state.profile?.walletCoin).toBe(700000);
    expect(profileReducer(state, sessionEnded())).toEqual(initialProfileState);
    expect(profileReducer(initialProfileState, profileLoaded(makeCustomer({ membership: makeMembership({ expiredDate: '2000-01-01' }) }))).profile?.membership).toBeNull();
  });
});

describe('address reducer (events)', () => {
  const home = makeAddress();
  const office = makeAddress({ id: 2, type: 'ADDRESS_TYPE_COMPANY', isDefault: false });

  it('list loaded (and the empty payload)', () => {
    const state = addressReducer(initialAddressState, addressListLoaded({ items: [home, office], total: 2 }));
    expect(state).toMatchObject({ addresses: [home, office], total: 2, loaded: true });
    expect(addressReducer(state, addressListLoaded({}))).toMatchObject({ addresses: [], total: 0 });
  });

  it('created: added (moving the default when it is the new default); empty payload changes nothing', () => {
    const loaded = addressReducer(initialAddressState, addressListLoaded({ items: [home], total: 1 }));
    const saving = addressReducer(loaded, createAddress({ ...office, districtId: null }));
    expect(saving.mutation).toBe('saving');
    const state = addressReducer(saving, addressCreated({ ...office, isDefault: true }));
    expect(state.addresses.map((a) => [a.id, a.isDefault])).toEqual([[1, false], [2, true]]);
    expect(state).toMatchObject({ total: 2, mutation: 'saved' });
    expect(addressReducer(loaded, addressCreated({})).addresses).toEqual([home]);
  });

  it('updated and deleted', () => {
    const loaded = addressReducer(initialAddressState, addressListLoaded({ items: [home, office], total: 2 }));
    const updated = addressReducer(loaded, addressUpdated({ ...office, street: '1 Lê Lợi' }));
    expect(updated.addresses[1]?.street).toBe('1 Lê Lợi');
    const deleted = addressReducer(updated, addressDeleted({ id: 1 }));
    expect(deleted).toMatchObject({ total: 1 });
    expect(deleted.addresses.map((a) => a.id)).toEqual([2]);
    expect(addressReducer(loaded, addressDeleted({})).addresses).toHaveLength(2);
  });

  it('error records the message only', () => {
    const saving = addressReducer(initialAddressState, createAddress({ ...home, districtId: null }));
    expect(addressReducer(saving, addressError('Phường/xã không thuộc tỉnh/thành phố'))).toMatchObject({
      error: 'Phường/xã không thuộc tỉnh/thành phố',
      mutation: 'failed',
      addresses: [],
    });
  });
});

describe('address lookup reducer (cascade)', () => {
  const full = {
    ...initialAddressLookupState,
    city: [division('01', 'Hà Nội', 'Thành phố')],
    district: [division('001', 'Ba Đình', 'Quận')],
    ward: [division('00001', 'Phúc Xá')],
  };

  it('loading cities clears districts and wards; scheme 2025 by default', () => {
    const state = addressLookupReducer(full, fetchCities(undefined));
    expect(state).toMatchObject({ scheme: '2025', district: [], ward: [] });
    expect(addressLookupReducer(state, citiesLoaded([division('79', 'Hồ Chí Minh')])).city).toHaveLength(1);
  });

  it('switching scheme empties the city list too', () => {
    expect(addressLookupReducer(full, fetchCities('legacy'))).toMatchObject({ scheme: 'legacy', city: [], district: [], ward: [] });
  });

  it('loading districts clears wards', () => {
    const state = addressLookupReducer(full, fetchDistricts('01'));
    expect(state.ward).toEqual([]);
    expect(addressLookupReducer(state, districtsLoaded([division('002', 'Hoàn Kiếm', 'Quận')])).district[0]?.name).toBe('Hoàn Kiếm');
  });

  it('wards load for a province (2025) or a district (legacy); errors are recorded', () => {
    const state = addressLookupReducer(addressLookupReducer(full, fetchWards({ id: '01', scheme: '2025' })), wardsLoaded([division('00004', 'Ba Đình')]));
    expect(state.ward).toEqual([division('00004', 'Ba Đình')]);
    expect(addressLookupReducer(state, addressLookupError('Không tìm thấy')).error).toBe('Không tìm thấy');
  });
});

describe('favorite reducer', () => {
  const a = makeCard({ id: 1 });
  const b = makeCard({ id: 2, link: 'b' });
  const loaded = favoriteReducer(
    favoriteReducer(initialFavoriteState, favoritesLoaded({ items: [a, b], pagination: { page: 1, limit: 30, total: 2 } })),
    favoriteIdsLoaded([1, 2]),
  );

  it('stores the list, pagination and ids', () => {
    expect(loaded).toMatchObject({ favoriteProducts: [a, b], pagination: { total: 2 }, ids: [1, 2], loaded: true });
  });

  it('removing takes it off the list locally at once', () => {
    const state = favoriteReducer(loaded, removeFavorite(1));
    expect(state.favoriteProducts).toEqual([b]);
    expect(state.ids).toEqual([2]);
    expect(state.pagination.total).toBe(1);
  });

  it('adding lights the heart; logout clears everything', () => {
    const state = favoriteReducer(loaded, addFavorite(3));
    expect(state.ids).toEqual([1, 2, 3]);
    expect(favoriteReducer(state, sessionEnded())).toEqual(initialFavoriteState);
  });
});

describe('membership, wallet and notification reducers', () => {
  it('membership packages and purchase states', () => {
    let state = membershipReducer(initialMembershipState, packagesLoaded([makePackage()]));
    expect(state.packages).toHaveLength(1);
    state = membershipReducer(state, purchasePackage(2));
    expect(state.purchase).toEqual({ packageId: 2, status: 'pending', error: null });
    expect(membershipReducer(state, purchaseFailed('Số dư ví không đủ')).purchase).toMatchObject({ status: 'failed', error: 'Số dư ví không đủ' });
    expect(membershipReducer(state, purchaseSucceeded(makeCustomer())).purchase.status).toBe('done');
  });

  it('wallet balances (sum computed) and history pages', () => {
    let state = walletReducer(initialWalletState, balancesLoaded({ availableBalance: 300000, membershipAvailableBalance: 50000 }));
    expect(state.walletCoin).toBe(350000);
    state = walletReducer(state, historyLoaded({ items: [makeEntry()], pagination: { page: 1, limit: 1, total: 2 } }));
    state = walletReducer(state, historyLoaded({ items: [makeEntry({ id: 2 })], pagination: { page: 2, limit: 1, total: 2 } }));
    expect(state.history.map((entry) => entry.id)).toEqual([1, 2]);
    expect(walletReducer(state, sessionEnded())).toEqual(initialWalletState);
  });

  it('notifications: list, mark one read, read all', () => {
    let state = notificationReducer(
      initialNotificationState,
      notificationsLoaded({ items: [makeNotification(), makeNotification({ id: 2 })], unread: 2, pagination: { page: 1, limit: 20, total: 2 } }),
    );
    expect(state.unread).toBe(2);
    state = notificationReducer(state, markRead(1));
    expect(state.unread).toBe(1);
    expect(state.items[0]?.readAt).not.toBeNull();
    state = notificationReducer(state, markAllRead());
    expect(state.unread).toBe(0);
    expect(state.items.every((item) => item.readAt)).toBe(true);
  });
});

describe('logout across the store', () => {
  it('the sessionEnded event clears favorites', () => {
    pendingFetch();
    const store = makeStore();
    store.dispatch(loginSuccess(makeSession()));
    store.dispatch(favoriteIdsLoaded([5]));
    store.dispatch(sessionEnded());
    expect(store.getState().favorite.ids).toEqual([]);
    expect(store.getState().user).toMatchObject({ isLogout: true, isGuest: true });
  });
});
