import { combineReducers } from '@reduxjs/toolkit';
import { loaderReducer } from '../features/loader/slice';
import { menuReducer } from '../features/menu/slice';
import { bannerReducer } from '../features/banner/slice';
import { categoryReducer } from '../features/category/slice';
import { collectionReducer } from '../features/collection/slice';
import { productDetailReducer } from '../features/productDetail/slice';

/** One line per feature module. */
export const rootReducer = combineReducers({
  loader: loaderReducer,
  menu: menuReducer,
  collection: collectionReducer,
  banner: bannerReducer,
  category: categoryReducer,
  productDetail: productDetailReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export default rootReducer;
