import { all, fork } from 'redux-saga/effects';
import { bannerSaga } from '../features/banner/saga';
import { categorySaga } from '../features/catalog/saga';
import { collectionSaga } from '../features/collection/saga';
import { menuSaga } from '../features/menu/saga';
import { productDetailSaga } from '../features/product/saga';
import { userSaga } from '../features/user/saga';
import { profileSaga } from '../features/profile/saga';
import { addressSaga } from '../features/address/saga';
import { addressLookupSaga } from '../features/address/lookup/saga';
import { favoriteSaga } from '../features/favorite/saga';
import { membershipSaga } from '../features/membership/saga';
import { walletSaga } from '../features/wallet/saga';
import { notificationSaga } from '../features/notification/saga';
import { checkoutSaga } from '../features/checkout/saga';
import { orderSaga } from '../features/order/saga';
import { cartSaga } from '../features/cart/saga';

/** One line per feature module. */
export const sagas = [
  menuSaga,
  collectionSaga,
  bannerSaga,
  categorySaga,
  productDetailSaga,
  userSaga,
  profileSaga,
  addressSaga,
  addressLookupSaga,
  favoriteSaga,
  membershipSaga,
  walletSaga,
  notificationSaga,
  checkoutSaga,
  orderSaga,
  cartSaga,
];

export function* rootSaga() {
  yield all(sagas.map((saga) => fork(saga)));
}

export default rootSaga;
