/**
 * @module shell/operator-changes
 * What an operator's change does to an open page, loaded in one piece when the first change
 * (or a page's first popup) needs it.
 */
export { applyPushedSetting } from './live-settings';
export { refreshNotices, showPopups } from './live-notices';
