// The trials module's public face (ADR 0027): one free trial per person, remembered by a keyed
// hash of the normalised email that outlives the account. Sign-up (auth), checkout and the
// webhook (billing) and account deletion (account-data) use it; it uses no other module.
export { claimTrial, findTrialClaim } from './trial-claims';
