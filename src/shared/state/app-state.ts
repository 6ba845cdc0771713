/**
 * The store's state as features see it. Each feature adds its slice by declaration merging next to its reducer:
 *   declare module '../../shared/state/app-state' { interface AppState { cart: CartState } }
 * so features never import the app layer (src/app/rootReducer.ts), which checks it builds exactly this.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface AppState {}
