import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { errorMessage } from '../../shared/api/errors';
import { vi } from '../../shared/i18n/vi';
import { showAppModal } from '../../shared/ui/modal';
import { sessionEnded } from '../../shared/state/events';
import { selectUser, sessionMissing, signedInActions, userError, type UserState } from '../user/public';
import * as cartApi from './api';
import {
  addGuestBackup,
  addGuestLine,
  clearGuestCart,
  guestCartDto,
  guestItem,
  mergePayload,
  readGuestCart,
  removeGuestLines,
  updateGuestLine,
  writeGuestCart,
  type GuestCartLine,
} from './guest-cart';
import {
  add,
  cartError,
  fetchInvalidDates,
  invalidDatesFailed,
  invalidDatesKey,
  invalidDatesLoaded,
  itemsRemoved,
  itemUpdated,
  listLoaded,
  load,
  mergeFinished,
  mergeReported,
  mergeStarted,
  mutationFailed,
  mutationSucceeded,
  removeItems,
  selectCartMerging,
  update,
  type AddRequest,
  type CartState,
  type RemoveRequest,
  type UpdateRequest,
} from './slice';
import type { Cart, CartItem, InvalidDates, InvalidDatesQuery, MergeChange, MergeResult } from '../../../core/contracts/cart';

type Session = 'shopper' | 'guest';

/** Logged in or guest; waits for the start-up session check when it has not answered yet. */
export function* whichSession() {
  let user: UserState = yield select(selectUser);
  if (!user.restored && user.isGuest) {
    yield take([...signedInActions, sessionMissing.type, userError.type, sessionEnded.type]);
    user = yield select(selectUser);
  }
  const session: Session = !user.isGuest && user.user !== null ? 'shopper' : 'guest';
  return session;
}

export function* loadGuestCart() {
  const lines: GuestCartLine[] = yield call(readGuestCart);
  yield put(listLoaded(guestCartDto(lines), 'guest'));
}

export function* loadServerCart() {
  try {
    const cart: Cart = yield call(cartApi.fetchCart);
    yield put(listLoaded(cart ?? { total: 0, items: [], membership: null }, 'server'));
  } catch (error) {
    // An error resets the cart to empty.
    yield put(cartError(errorMessage(error)));
  }
}

export function* loadCartSaga() {
  const session: Session = yield call(whichSession);
  if (session === 'guest') {
    yield call(loadGuestCart);
    return;
  }
  // While the guest lines are being merged at log-in, a list load would race the merge's answer.
  const merging: boolean = yield select(selectCartMerging);
  if (!merging) yield call(loadServerCart);
}

export function* addSaga(action: PayloadAction<AddRequest>) {
  const { requestId, item, snapshot, backup } = action.payload;
  const session: Session = yield call(whichSession);
  if (session === 'guest') {
    const lines: GuestCartLine[] = yield call(readGuestCart);
    let next = addGuestLine(lines, item, snapshot);
    if (backup) next = addGuestBackup(next, next[0]!.id, backup, snapshot);
    yield call(writeGuestCart, next);
    yield put(mutationSucceeded(requestId));
    yield call(loadGuestCart);
    return;
  }
  try {
    const added: CartItem = yield call(cartApi.addToCart, item);
    if (backup && item.mode === 'rent') {
      yield call(cartApi.addToCart, { ...item, sizeId: backup.sizeId, quantities: 1, backupOf: added.id });
    }
  } catch (error) {
    yield put(mutationFailed({ requestId, error: errorMessage(error) }));
    // The line may be in the cart without its back-up: show what is there.
    yield put(load());
    return;
  }
  yield put(mutationSucceeded(requestId));
  // On success the cart list is reloaded.
  yield put(load());
}

export function* updateSaga(action: PayloadAction<UpdateRequest>) {
  const { requestId, item } = action.payload;
  const session: Session = yield call(whichSession);
  if (session === 'guest') {
    const lines: GuestCartLine[] = yield call(readGuestCart);
    const next = updateGuestLine(lines, item);
    yield call(writeGuestCart, next);
    // The line, and its back-up size line that follows its days.
    for (const line of next) if (line.id === item.id || line.backupOf === item.id) yield put(itemUpdated(guestItem(line)));
    yield put(mutationSucceeded(requestId));
    return;
  }
  try {
    const updated: CartItem = yield call(cartApi.updateCartItem, item);
    yield put(itemUpdated(updated));
    yield put(mutationSucceeded(requestId));
    // Its back-up size line moved with it on the server.
    const items: CartItem[] = yield select((state: { cart: CartState }) => state.cart.data.items);
    if (items.some((line) => line.backupOf === item.id)) yield put(load());
  } catch (error) {
    yield put(mutationFailed({ requestId, error: errorMessage(error) }));
  }
}

export function* removeSaga(action: PayloadAction<RemoveRequest>) {
  const { requestId, ids } = action.payload;
  if (ids.length === 0) {
    yield put(mutationSucceeded(requestId));
    return;
  }
  const session: Session = yield call(whichSession);
  if (session === 'guest') {
    const lines: GuestCartLine[] = yield call(readGuestCart);
    yield call(writeGuestCart, removeGuestLines(lines, ids));
    yield put(itemsRemoved(ids));
    yield put(mutationSucceeded(requestId));
    return;
  }
  try {
    yield call(cartApi.removeCartItems, ids);
    yield put(itemsRemoved(ids));
    yield put(mutationSucceeded(requestId));
  } catch (error) {
    yield put(mutationFailed({ requestId, error: errorMessage(error) }));
  }
}

export function* invalidDatesSaga(action: PayloadAction<InvalidDatesQuery>) {
  const key = invalidDatesKey(action.payload);
  try {
    const body: InvalidDates = yield call(cartApi.fetchInvalidDates, action.payload);
    yield put(invalidDatesLoaded({ key, invalidDates: body?.invalidDates ?? [] }));
  } catch {
    yield put(invalidDatesFailed({ key }));
  }
}

/** A skipped line of a product the server no longer knows gets its name from what the guest cart knew of it. */
function withNames(changes: MergeChange[], lines: GuestCartLine[]): MergeChange[] {
  return changes.map((change) => {
    const name = lines.find((line) => line.productId === change.productId)?.product.name;
    return name && !change.message.includes(`«${name}»`) ? { ...change, message: vi.cart.skippedLine(name, change.message) } : change;
  });
}

/**
 * At log-in / register (and a restored session): the guest lines go to POST /v1/cart/merge (the server
 * merges the same product + mode + dates, so nothing is duplicated), the browser's copy is cleared and
 * the server cart shown. Lines the server refuses are reported in a notice. A failed merge keeps the
 * guest lines for the next log-in.
 */
export function* signedInSaga() {
  const lines: GuestCartLine[] = yield call(readGuestCart);
  if (lines.length === 0) {
    yield call(loadServerCart);
    return;
  }
  const payload = mergePayload(lines);
  let cart: Cart | null = null;
  const changes: MergeChange[] = [];
  let failed = false;
  yield put(mergeStarted());
  try {
    for (let start = 0; start < payload.length; start += cartApi.MERGE_LIMIT) {
      const result: MergeResult = yield call(cartApi.mergeCart, payload.slice(start, start + cartApi.MERGE_LIMIT));
      cart = result.cart;
      changes.push(...withNames(result.changes ?? [], lines));
    }
  } catch {
    failed = true;
  } finally {
    // Also when a newer sign-in cancels this merge (takeLatest): list loads must not stay suppressed.
    yield put(mergeFinished());
  }
  if (failed) {
    yield call(loadServerCart);
    return;
  }
  yield call(clearGuestCart);
  if (cart) yield put(listLoaded(cart, 'server'));
  else yield call(loadServerCart);
  // Every change is explained on the cart; a line that could not come along is also said at once, wherever she is.
  if (changes.length > 0) yield put(mergeReported(changes));
  const skipped = changes.filter((change) => change.kind === 'skipped');
  if (skipped.length > 0) yield call(showAppModal, { kind: 'warning', title: vi.cart.skippedTitle, messages: skipped.map((change) => change.message) });
}

/** Logged out, or no session at start-up: the browser's guest cart. */
export function* guestSaga() {
  const session: Session = yield call(whichSession);
  if (session === 'guest') yield call(loadGuestCart);
}

export function* cartSaga() {
  yield takeLatest(load.type, loadCartSaga);
  yield takeEvery(add.type, addSaga);
  yield takeEvery(update.type, updateSaga);
  yield takeEvery(removeItems.type, removeSaga);
  yield takeLatest(fetchInvalidDates.type, invalidDatesSaga);
  yield takeLatest([...signedInActions], signedInSaga);
  yield takeLatest([sessionMissing.type, sessionEnded.type], guestSaga);
}

export default cartSaga;
