/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    lang: import('./lib/domain/languages').Language;
    t: import('./lib/i18n/messages').Translate;
    settings: import('./lib/domain/settings').Settings;
    services: import('./server/services').AppServices;
    /** Set by the server when this render may be kept for other visitors of the same variant. */
    pageCapture?: import('./server/http/page-cache').PageCapture | undefined;
  }
}

/** The match panels' wording in one language (astro.config.ts, plugin `panel-messages`). */
declare module 'virtual:panel-messages/*' {
  const messages: Record<string, string>;
  export default messages;
}
