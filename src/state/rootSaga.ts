import { all, fork } from 'redux-saga/effects';
import { menuSaga } from '../features/menu/saga';

/** One line per feature module. */
export const sagas = [menuSaga];

export function* rootSaga() {
  yield all(sagas.map((saga) => fork(saga)));
}

export default rootSaga;
