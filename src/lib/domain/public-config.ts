/**
 * @module public-config
 * The part of the server's configuration the browser may see. Built by an explicit allow-list on
 * the server (never by copying the environment), so secrets cannot reach the client.
 */

export interface PublicConfig {
  /** Base of the REST API: `/api` or another server speaking the same contract. */
  apiBase: string;
  /** Origin of the socket server; empty means the page's own. */
  socketUrl: string;
  /** Parent-page origins that may post `set_height` and `logout` (spec §1). */
  embedAllowedOrigins: string[];
  /** Which provider feeds the data; `simulator` shows the demo-data marker. */
  feed: 'simulator' | 'betsapi' | 'replay';
  hideSportsTab: boolean;
}

/** Element id of the JSON script the layout renders it into. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'app-config';
