/**
 * The operator console at `/admin`: a tab per section (approvals, site, menus, notices,
 * matches, notifications and sounds, accounts, audit log), each section's code loaded when it is
 * first opened. The open section is in the address (`?section=`), so a reload or a shared link
 * opens it again.
 * Administrators only: a visitor without a session is sent to login first.
 * @see https://www.w3.org/WAI/ARIA/apg/patterns/tabs/ (arrows move and open, Home, End)
 */
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type LazyExoticComponent,
} from 'react';
import {
  ADMIN_SECTIONS,
  sectionAfterKey,
  sectionHref,
  type AdminSection,
} from '../../lib/admin/sections';
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';
import { currentToken } from '../../lib/stores/user';
import '../../styles/admin.css';

type SectionComponent = ComponentType<{ lang: Language }>;

const SECTIONS: Record<AdminSection, LazyExoticComponent<SectionComponent>> = {
  approvals: lazy(() => import('../accounts/AdminQueue')),
  site: lazy(() => import('./SiteSection')),
  menus: lazy(() => import('./MenusSection')),
  notices: lazy(() => import('./NoticesSection')),
  matches: lazy(() => import('./MatchesSection')),
  notifications: lazy(() => import('./NotificationsSection')),
  accounts: lazy(() => import('./AccountsSection')),
  audit: lazy(() => import('./AuditSection')),
};

export default function AdminConsole({ lang, section }: { lang: Language; section: AdminSection }) {
  const t = useT(lang);
  const id = useId();
  const [open, setOpen] = useState(section);
  // Sections load in the browser only (they call the API with the stored session).
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (currentToken() === null) {
      location.assign(`/login?next=${encodeURIComponent('/admin')}`);
      return;
    }
    setMounted(true);
  }, []);

  const show = (next: AdminSection) => {
    setOpen(next);
    history.replaceState(history.state, '', sectionHref(next));
  };

  const Section = SECTIONS[open];
  const loading = <p className="page-note">{t('app.loading')}</p>;
  return (
    <div className="admin-console" data-admin-console={mounted ? 'ready' : 'loading'}>
      <Tabs lang={lang} id={id} open={open} show={show} />
      <div
        className="admin-panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${open}`}
        data-admin-section={open}
      >
        {mounted ? (
          <Suspense fallback={loading}>
            <Section key={open} lang={lang} />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </div>
  );
}

/** The section tabs: one tab stop, arrows, Home and End move and open (automatic activation). */
function Tabs({
  lang,
  id,
  open,
  show,
}: {
  lang: Language;
  id: string;
  open: AdminSection;
  show: (section: AdminSection) => void;
}) {
  const t = useT(lang);
  const tabs = useRef(new Map<AdminSection, HTMLButtonElement>());

  // On a phone the tabs scroll sideways: keep the open one in view (a link may open the last).
  useEffect(() => {
    tabs.current.get(open)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = sectionAfterKey(open, event.key);
    if (!next) return;
    event.preventDefault();
    show(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <div
      className="admin-tabs"
      role="tablist"
      aria-label={t('admin.sections.accessibleLabel')}
      onKeyDown={onKeyDown}
    >
      {ADMIN_SECTIONS.map((name) => (
        <button
          key={name}
          ref={(el) => {
            if (el) tabs.current.set(name, el);
          }}
          type="button"
          role="tab"
          id={`${id}-tab-${name}`}
          className="admin-tabs__tab"
          aria-selected={name === open}
          aria-controls={`${id}-panel`}
          tabIndex={name === open ? 0 : -1}
          data-admin-tab={name}
          onClick={() => show(name)}
        >
          {t(`admin.sections.${name}`)}
        </button>
      ))}
    </div>
  );
}
