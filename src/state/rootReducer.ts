import { combineReducers } from '@reduxjs/toolkit';
import { loaderReducer } from '../features/loader/slice';
import { menuReducer } from '../features/menu/slice';

/** One line per feature module. */
export const rootReducer = combineReducers({
  loader: loaderReducer,
  menu: menuReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export default rootReducer;
