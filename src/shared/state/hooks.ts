import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AppState } from './app-state';

/** Sagas do the async work: the store's dispatch takes plain actions (no thunks: src/app/store.ts). */
export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
export const useAppSelector = useSelector.withTypes<AppState>();
