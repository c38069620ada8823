/**
 * The console's "Menus" section: a switch per entry of the `menus` setting and per game tab of
 * the `display` setting (on: shown), each list saved on its own.
 */
import { useId, useState } from 'react';
import {
  displayBody,
  displayForm,
  menusBody,
  menusForm,
  setShown,
  type ShownForm,
} from '../../lib/admin/menus-form';
import type { Language } from '../../lib/domain/languages';
import type { Settings } from '../../lib/domain/settings';
import type { MessageKey } from '../../lib/i18n/messages';
import { useT } from '../../lib/i18n/react';
import { saveSetting } from './admin-api';
import { Check } from './fields';
import { SaveGroup } from './SaveGroup';
import { SectionState } from './SectionState';
import { useSettings } from './use-settings';

/** Names of the menus a fresh install has; a menu added since shows its key. */
const MENU_NAMES: Record<string, MessageKey> = {
  inplay: 'shell.tabs.inplay',
  results: 'shell.actions.results',
  bet_list: 'shell.actions.betList',
  upcoming: 'admin.menus.upcoming',
  league: 'admin.menus.league',
  team: 'admin.menus.team',
  powerball: 'shell.tabs.powerball',
  holdem: 'shell.tabs.holdem',
  badugi: 'shell.tabs.badugi',
};

export default function MenusSection({ lang }: { lang: Language }) {
  const { state, reload } = useSettings();
  if (state.phase !== 'ready') return <SectionState lang={lang} state={state} retry={reload} />;
  return (
    <div className="admin-groups">
      <MenusGroup lang={lang} settings={state.data} />
      <GamesGroup lang={lang} settings={state.data} />
    </div>
  );
}

interface GroupProps {
  lang: Language;
  settings: Settings;
}

function Switches({
  lang,
  form,
  onChange,
}: {
  lang: Language;
  form: ShownForm;
  onChange: (form: ShownForm) => void;
}) {
  const t = useT(lang);
  const id = useId();
  return (
    <div className="admin-switches">
      {form.map((menu) => {
        const known = MENU_NAMES[menu.key];
        return (
          <Check
            key={menu.key}
            id={`${id}-${menu.key}`}
            name={menu.key}
            label={known ? t(known) : menu.key}
            checked={menu.shown}
            onChange={(shown) => onChange(setShown(form, menu.key, shown))}
          />
        );
      })}
    </div>
  );
}

function MenusGroup({ lang, settings }: GroupProps) {
  const t = useT(lang);
  const [form, setForm] = useState(() => menusForm(settings.menus));
  return (
    <SaveGroup
      lang={lang}
      name="menus"
      title={t('admin.menus.menus')}
      hint={t('admin.menus.hint')}
      check={() => ({})}
      save={() => saveSetting('menus', menusBody(form))}
      setProblems={() => undefined}
    >
      <Switches lang={lang} form={form} onChange={setForm} />
    </SaveGroup>
  );
}

function GamesGroup({ lang, settings }: GroupProps) {
  const t = useT(lang);
  const [form, setForm] = useState(() => displayForm(settings.display));
  // `disabled` is not edited here; the stored flags are sent back with each save.
  const [stored, setStored] = useState(settings.display);
  return (
    <SaveGroup
      lang={lang}
      name="display"
      title={t('admin.menus.games')}
      check={() => ({})}
      save={async () => setStored(await saveSetting('display', displayBody(form, stored)))}
      setProblems={() => undefined}
    >
      <Switches lang={lang} form={form} onChange={setForm} />
    </SaveGroup>
  );
}
