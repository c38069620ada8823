/**
 * @module stores
 * Store conventions: names start with `$`; each store lives in the module of its concept;
 * islands read stores and call exported actions; side effects (socket, storage) subscribe to
 * stores or live in the modules that own them. Import the specific module, not this barrel.
 */
export { $userId, currentToken, signIn, signOut } from './user';
export { $embedHeight } from './ui';
export { readStorage, writeStorage, removeStorage, clearStorageForSignOut } from './storage';
