/**
 * The user feature's entry point for other features: the session as they see it (who is signed in, the actions
 * that sign a shopper in, the log-in prompt). No component, so a saga may import it. Logging out is the shared
 * `sessionEnded` event (src/shared/state/events.ts).
 */
export {
  consumerUpdated,
  loginSuccess,
  registerSuccess,
  relogin,
  selectIsLoggedIn,
  selectUser,
  sessionMissing,
  signedInActions,
  userError,
  type UserState,
} from './slice';
export { useLoggedIn, useLoginPrompt } from './hooks';
export { requestSessionEarly } from './api';
