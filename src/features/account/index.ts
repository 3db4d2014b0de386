/** Public face of the account feature: what other features may import from it. */
export { SetPasswordCard } from './set-password-card';
