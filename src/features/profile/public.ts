/** The shopper's profile as other features read it (membership terms, wallet coins) and refresh it. No component. */
export { fetchProfile, profileLoaded, selectProfile, selectProfileMembership } from './slice';
