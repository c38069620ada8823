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
import type { Translate } from '../../lib/i18n/messages';
import { useT } from '../../lib/i18n/react';
import { saveSetting } from './admin-api';
import { Check, fieldsOf, SelectField, TextField } from './fields';
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
  const field = fieldsOf(id, t);
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
      <TextField
        {...field('site-name', 'site_name', t('admin.site.siteName'))}
        hint={t('admin.site.siteNameHint', { max: SITE_LIMITS.siteName })}
        problem={shown.site_name}
        value={home.site_name}
        onChange={(site_name) => setHome({ ...home, site_name })}
      />
      <SelectField
        {...field('landing', 'landing_page', t('admin.site.landing'))}
        value={home.landing_page}
        options={[
          { value: 'home', label: t('admin.site.landing.home') },
          { value: 'inplay', label: t('admin.site.landing.inplay') },
        ]}
        onChange={(value) =>
          setHome({ ...home, landing_page: value === 'home' ? 'home' : 'inplay' })
        }
      />
      <TextField
        {...field('favicon', 'favicon', t('admin.site.favicon'))}
        problem={shown.favicon}
        inputMode="url"
        value={favicon}
        onChange={setFavicon}
      />
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
      <TextField
        {...field('maintenance-message', 'maintenance_message', t('admin.site.maintenanceMessage'))}
        problem={shown.maintenance_message}
        rows={2}
        value={home.maintenance_message}
        onChange={(maintenance_message) => setHome({ ...home, maintenance_message })}
      />
    </SaveGroup>
  );
}

function SeoGroup({ lang, settings }: GroupProps) {
  const t = useT(lang);
  const id = useId();
  const field = fieldsOf(id, t);
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
      <SelectField
        {...field('seo-scope', 'scope', t('admin.notices.lang'))}
        value={scope}
        options={[{ value: '', label: t('admin.notices.lang.all') }, ...languageOptions(t)]}
        onChange={(value) => setScope(value as SeoScope)}
      />
      <TextField
        {...field('seo-title', 'title', t('admin.site.seoTitle'))}
        problem={shown.title}
        value={texts.title}
        onChange={(title) => edit({ title })}
      />
      <TextField
        {...field('seo-description', 'description', t('admin.site.seoDescription'))}
        problem={shown.description}
        rows={3}
        value={texts.description}
        onChange={(description) => edit({ description })}
      />
    </SaveGroup>
  );
}

/** Every language, by its name in the page's language. */
function languageOptions(t: Translate) {
  return LANGUAGES.map((l) => ({ value: l, label: t(`shell.language.${l}`) }));
}

/** Language and theme: two settings, saved together. */
function DefaultsGroup({ lang, settings }: GroupProps) {
  const t = useT(lang);
  const id = useId();
  const field = fieldsOf(id, t);
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
      <SelectField
        {...field('lang', 'default', t('admin.site.language'))}
        value={defaults.lang}
        options={languageOptions(t)}
        onChange={(value) => {
          const next = LANGUAGES.find((l) => l === value);
          if (next) setDefaults({ ...defaults, lang: next });
        }}
      />
      <SelectField
        {...field('theme', 'theme', t('admin.site.theme'))}
        value={defaults.theme}
        options={THEMES.map((th) => ({ value: th, label: t(`admin.site.theme.${th}`) }))}
        onChange={(value) => {
          const next = THEMES.find((th) => th === value);
          if (next) setDefaults({ ...defaults, theme: next });
        }}
      />
    </SaveGroup>
  );
}
