import { all, fork } from 'redux-saga/effects';
import { bannerSaga } from '../features/banner/saga';
import { categorySaga } from '../features/category/saga';
import { collectionSaga } from '../features/collection/saga';
import { menuSaga } from '../features/menu/saga';
import { productDetailSaga } from '../features/productDetail/saga';

/** One line per feature module. */
export const sagas = [menuSaga, collectionSaga, bannerSaga, categorySaga, productDetailSaga];

export function* rootSaga() {
  yield all(sagas.map((saga) => fork(saga)));
}

export default rootSaga;
