import { all, fork } from 'redux-saga/effects';
import { bannerSaga } from '../features/banner/saga';
import { categorySaga } from '../features/category/saga';
import { collectionSaga } from '../features/collection/saga';
import { menuSaga } from '../features/menu/saga';
import { productDetailSaga } from '../features/productDetail/saga';
import { userSaga } from '../features/user/saga';
import { profileSaga } from '../features/profile/saga';
import { addressSaga } from '../features/address/saga';
import { addressLookupSaga } from '../features/addressLookup/saga';
import { favouriteSaga } from '../features/favourite/saga';
import { membershipSaga } from '../features/membership/saga';
import { walletSaga } from '../features/wallet/saga';
import { notificationSaga } from '../features/notification/saga';

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
  favouriteSaga,
  membershipSaga,
  walletSaga,
  notificationSaga,
];

export function* rootSaga() {
  yield all(sagas.map((saga) => fork(saga)));
}

export default rootSaga;
