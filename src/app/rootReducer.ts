import { combineReducers } from '@reduxjs/toolkit';
import type { AppState } from '../shared/state/app-state';
import { loaderReducer } from '../shared/loader/slice';
import { menuReducer } from '../features/menu/slice';
import { bannerReducer } from '../features/banner/slice';
import { categoryReducer } from '../features/catalog/slice';
import { collectionReducer } from '../features/collection/slice';
import { productDetailReducer } from '../features/product/slice';
import { userReducer } from '../features/user/slice';
import { profileReducer } from '../features/profile/slice';
import { addressReducer } from '../features/address/slice';
import { addressLookupReducer } from '../features/address/lookup/slice';
import { favoriteReducer } from '../features/favorite/slice';
import { membershipReducer } from '../features/membership/slice';
import { walletReducer } from '../features/wallet/slice';
import { notificationReducer } from '../features/notification/slice';
import { checkoutReducer } from '../features/checkout/slice';
import { orderReducer } from '../features/order/slice';
import { cartReducer } from '../features/cart/slice';

/** One line per feature module. */
export const rootReducer = combineReducers({
  loader: loaderReducer,
  menu: menuReducer,
  collection: collectionReducer,
  banner: bannerReducer,
  category: categoryReducer,
  productDetail: productDetailReducer,
  user: userReducer,
  profile: profileReducer,
  address: addressReducer,
  addressLookup: addressLookupReducer,
  favorite: favoriteReducer,
  membership: membershipReducer,
  wallet: walletReducer,
  notification: notificationReducer,
  checkout: checkoutReducer,
  order: orderReducer,
  cart: cartReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export default rootReducer;

// Features type their selectors against AppState (src/shared/state/app-state.ts): the store must be exactly it.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const STATE_MATCHES_FEATURES: Same<RootState, AppState> = true;
