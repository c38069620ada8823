/**
 * @module accounts
 * Account rules shared by the server and the account screens (spec §3 "User and settings",
 * §4 "Registration", §6, §8), one module per topic: status letters and what each status means
 * at login and during a session (account-status), administrator transitions (account-actions),
 * the registration, password and login form rules (account-forms), the Seoul check-in day
 * (check-in-day) and per-game settings (game-settings).
 */
export * from './account-status';
export * from './account-actions';
export * from './account-forms';
export * from './check-in-day';
export * from './game-settings';
