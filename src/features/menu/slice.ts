import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MenuNode, MenuState } from './types';

export const initialMenuState: MenuState = { items: [], loaded: false, error: null };

const menuSlice = createSlice({
  name: 'menu',
  initialState: initialMenuState,
  reducers: {
    /** Ask the saga to load `GET /v1/menu`. Clears a previous error (retry). */
    fetchMenu(state) {
      state.error = null;
    },
    menuLoaded(state, action: PayloadAction<MenuNode[]>) {
      state.items = action.payload;
      state.loaded = true;
      state.error = null;
    },
    /** Records the module's error state; no message of its own. */
    menuError(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
  },
});

export const { fetchMenu, menuLoaded, menuError } = menuSlice.actions;
export const menuActions = menuSlice.actions;
export const menuReducer = menuSlice.reducer;

export const selectMenu = (state: { menu: MenuState }): MenuState => state.menu;

export default menuSlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    menu: MenuState;
  }
}
