/**
 * The console's "Site" section: home settings, SEO texts, default language and theme, each
 * group saved on its own (`PUT /admin/settings/{key}`).
 */
import { useId, useState } from 'react';
import type { Problems } from '../../lib/admin/problems';
import {
  defaultsBodies,
  homeBody,
  homeProblems,
  seoBody,
  seoProblems,
  seoTexts,
  withSeoTexts,
  type SeoScope,
  type SeoTexts,
  siteForms,
  SITE_LIMITS,
} from '../../lib/admin/site-form';
import { LANGUAGES, type Language } from '../../lib/domain/languages';
import type { Settings } from '../../lib/domain/settings';
import { THEMES } from '../../lib/domain/themes';
import { useT } from '../../lib/i18n/react';
import { saveSetting } from './admin-api';
import { Check, Field } from './fields';
import { SaveGroup } from './SaveGroup';
import { SectionState } from './SectionState';
import { UploadField } from './UploadField';
import { useSettings } from './use-settings';

export default function SiteSection({ lang }: { lang: Language }) {
  const { state, reload } = useSettings();
  if (state.phase !== 'ready') return <SectionState lang={lang} state={state} retry={reload} />;
  return <SiteForms lang={lang} settings={state.data} />;
}

function SiteForms({ lang, settings }: { lang: Language; settings: Settings }) {
  return (
    <div className="admin-groups">
      <HomeGroup lang={lang} settings={settings} />
      <SeoGroup lang={lang} settings={settings} />
      <DefaultsGroup lang={lang} settings={settings} />
    </div>
  );
}

interface GroupProps {
  lang: Language;
  settings: Settings;
}

function HomeGroup({ lang, settings }: GroupProps) {
  const t = useT(lang);
  const id = useId();
  const [home, setHome] = useState(() => siteForms(settings).home);
  const [shown, setShown] = useState<Problems>({});
  // The favicon is typed or uploaded here; the rest of the stored value is sent back as it is.
  const [stored, setStored] = useState(settings.home);
  const [favicon, setFavicon] = useState(settings.home.favicon);
  return (
    <SaveGroup
      lang={lang}
      name="home"
      title={t('admin.site.home')}
      check={() => homeProblems(home)}
      save={async () => {
        const body = homeBody(home, { ...stored, favicon: favicon.trim() });
        setStored(await saveSetting('home', body));
      }}
      setProblems={setShown}
    >
      <Field
        id={`${id}-site-name`}
        name="site_name"
        label={t('admin.site.siteName')}
        hint={t('admin.site.siteNameHint', { max: SITE_LIMITS.siteName })}
        problem={shown.site_name}
        t={t}
      >
        {(aria) => (
          <input
            {...aria}
            className="form-field__input"
            value={home.site_name}
            onChange={(e) => setHome({ ...home, site_name: e.currentTarget.value })}
          />
        )}
      </Field>
      <Field id={`${id}-landing`} name="landing_page" label={t('admin.site.landing')} t={t}>
        {(aria) => (
          <select
            {...aria}
            className="form-field__input"
            value={home.landing_page}
            onChange={(e) =>
              setHome({
                ...home,
                landing_page: e.currentTarget.value === 'home' ? 'home' : 'inplay',
              })
            }
          >
            <option value="home">{t('admin.site.landing.home')}</option>
            <option value="inplay">{t('admin.site.landing.inplay')}</option>
          </select>
        )}
      </Field>
      <Field
        id={`${id}-favicon`}
        name="favicon"
        label={t('admin.site.favicon')}
        problem={shown.favicon}
        t={t}
      >
        {(aria) => (
          <input
            {...aria}
            className="form-field__input"
            inputMode="url"
            value={favicon}
            onChange={(e) => setFavicon(e.currentTarget.value)}
          />
        )}
      </Field>
      <UploadField
        id={`${id}-favicon-file`}
        kind="favicon"
        label={t('admin.site.faviconFile')}
        t={t}
        onUploaded={setFavicon}
      />
      <Check
        id={`${id}-maintenance`}
        name="maintenance"
        label={t('admin.site.maintenance')}
        checked={home.maintenance}
        onChange={(maintenance) => setHome({ ...home, maintenance })}
      />
      <Field
        id={`${id}-maintenance-message`}
        name="maintenance_message"
        label={t('admin.site.maintenanceMessage')}
        problem={shown.maintenance_message}
        t={t}
      >
        {(aria) => (
          <textarea
            {...aria}
            className="form-field__input"
            rows={2}
            value={home.maintenance_message}
            onChange={(e) => setHome({ ...home, maintenance_message: e.currentTarget.value })}
          />
        )}
      </Field>
    </SaveGroup>
  );
}

function SeoGroup({ lang, settings }: GroupProps) {
  const t = useT(lang);
  const id = useId();
  const [seo, setSeo] = useState(() => siteForms(settings).seo);
  const [scope, setScope] = useState<SeoScope>('');
  const [shown, setShown] = useState<Problems>({});
  const texts = seoTexts(seo, scope);
  const edit = (next: Partial<SeoTexts>) => setSeo(withSeoTexts(seo, scope, { ...texts, ...next }));
  return (
    <SaveGroup
      lang={lang}
      name="seo"
      title={t('admin.site.seo')}
      check={() => seoProblems(texts)}
      save={() => saveSetting('seo', seoBody(seo))}
      setProblems={setShown}
    >
      {/* The shared texts, or one language's own (empty: the shared ones). */}
      <Field id={`${id}-seo-scope`} name="scope" label={t('admin.notices.lang')} t={t}>
        {(aria) => (
          <select
            {...aria}
            className="form-field__input"
            value={scope}
            onChange={(e) => setScope(e.currentTarget.value as SeoScope)}
          >
            <option value="">{t('admin.notices.lang.all')}</option>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`shell.language.${l}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${id}-seo-title`}
        name="title"
        label={t('admin.site.seoTitle')}
        problem={shown.title}
        t={t}
      >
        {(aria) => (
          <input
            {...aria}
            className="form-field__input"
            value={texts.title}
            onChange={(e) => edit({ title: e.currentTarget.value })}
          />
        )}
      </Field>
      <Field
        id={`${id}-seo-description`}
        name="description"
        label={t('admin.site.seoDescription')}
        problem={shown.description}
        t={t}
      >
        {(aria) => (
          <textarea
            {...aria}
            className="form-field__input"
            rows={3}
            value={texts.description}
            onChange={(e) => edit({ description: e.currentTarget.value })}
          />
        )}
      </Field>
    </SaveGroup>
  );
}

/** Language and theme: two settings, saved together. */
function DefaultsGroup({ lang, settings }: GroupProps) {
  const t = useT(lang);
  const id = useId();
  const [defaults, setDefaults] = useState(() => siteForms(settings).defaults);
  return (
    <SaveGroup
      lang={lang}
      name="defaults"
      title={t('admin.site.defaults')}
      check={() => ({})}
      save={async () => {
        const bodies = defaultsBodies(defaults);
        await saveSetting('lang', bodies.lang);
        await saveSetting('theme', bodies.theme);
      }}
      setProblems={() => undefined}
    >
      <Field id={`${id}-lang`} name="default" label={t('admin.site.language')} t={t}>
        {(aria) => (
          <select
            {...aria}
            className="form-field__input"
            value={defaults.lang}
            onChange={(e) => {
              const next = LANGUAGES.find((l) => l === e.currentTarget.value);
              if (next) setDefaults({ ...defaults, lang: next });
            }}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`shell.language.${l}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-theme`} name="theme" label={t('admin.site.theme')} t={t}>
        {(aria) => (
          <select
            {...aria}
            className="form-field__input"
            value={defaults.theme}
            onChange={(e) => {
              const next = THEMES.find((th) => th === e.currentTarget.value);
              if (next) setDefaults({ ...defaults, theme: next });
            }}
          >
            {THEMES.map((th) => (
              <option key={th} value={th}>
                {t(`admin.site.theme.${th}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </SaveGroup>
  );
}
