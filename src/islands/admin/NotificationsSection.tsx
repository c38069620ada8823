/**
 * The console's "Notifications and sounds" section: the notification defaults and the sound
 * files' paths, each saved on its own; a path the server refuses shows its message on the field.
 */
import { useId, useState } from 'react';
import {
  DURATION_SECONDS,
  notificationBody,
  notificationForm,
  notificationProblems,
  soundField,
  soundsBody,
  soundsProblems,
} from '../../lib/admin/notifications-form';
import type { Problems } from '../../lib/admin/problems';
import type { Language } from '../../lib/domain/languages';
import type { Settings } from '../../lib/domain/settings';
import { useT } from '../../lib/i18n/react';
import { saveSetting } from './admin-api';
import { Check, Field } from './fields';
import { SaveGroup } from './SaveGroup';
import { SectionState } from './SectionState';
import { UploadField } from './UploadField';
import { useSettings } from './use-settings';

export default function NotificationsSection({ lang }: { lang: Language }) {
  const { state, reload } = useSettings();
  if (state.phase !== 'ready') return <SectionState lang={lang} state={state} retry={reload} />;
  return (
    <div className="admin-groups">
      <NotificationGroup lang={lang} settings={state.data} />
      <SoundsGroup lang={lang} settings={state.data} />
    </div>
  );
}

interface GroupProps {
  lang: Language;
  settings: Settings;
}

function NotificationGroup({ lang, settings }: GroupProps) {
  const t = useT(lang);
  const id = useId();
  const [form, setForm] = useState(() => notificationForm(settings.notification));
  const [shown, setShown] = useState<Problems>({});
  const switches = [
    ['is_active', 'admin.notifications.active'],
    ['score', 'admin.notifications.score'],
    ['odds', 'admin.notifications.odds'],
  ] as const;
  return (
    <SaveGroup
      lang={lang}
      name="notification"
      title={t('admin.notifications.defaults')}
      check={() => notificationProblems(form)}
      save={() => saveSetting('notification', notificationBody(form))}
      setProblems={setShown}
    >
      {switches.map(([name, label]) => (
        <Check
          key={name}
          id={`${id}-${name}`}
          name={name}
          label={t(label)}
          checked={form[name]}
          onChange={(checked) => setForm({ ...form, [name]: checked })}
        />
      ))}
      <Field
        id={`${id}-seconds`}
        name="duration.value"
        label={t('admin.notifications.seconds')}
        hint={t('admin.problem.range', DURATION_SECONDS)}
        problem={shown['duration.value']}
        t={t}
      >
        {(aria) => (
          <input
            {...aria}
            className="form-field__input admin-narrow"
            type="number"
            inputMode="numeric"
            min={DURATION_SECONDS.min}
            max={DURATION_SECONDS.max}
            step={1}
            value={form.seconds}
            onChange={(e) => setForm({ ...form, seconds: e.currentTarget.value })}
          />
        )}
      </Field>
    </SaveGroup>
  );
}

function SoundsGroup({ lang, settings }: GroupProps) {
  const t = useT(lang);
  const id = useId();
  const [sounds, setSounds] = useState(settings.sounds);
  const [shown, setShown] = useState<Problems>({});
  // Functional: an upload answers after other edits may have happened.
  const setPath = (index: number, path: string) =>
    setSounds((all) => all.map((s, j) => (j === index ? { ...s, path } : s)));
  return (
    <SaveGroup
      lang={lang}
      name="sounds"
      title={t('admin.notifications.sounds')}
      hint={t('admin.notifications.soundsHint')}
      check={() => soundsProblems(sounds)}
      save={() => saveSetting('sounds', soundsBody(sounds))}
      setProblems={setShown}
    >
      {sounds.map((sound, i) => (
        <div key={sound.key} className="admin-upload">
          <Field
            id={`${id}-${sound.key}`}
            name={soundField(i)}
            label={t('admin.notifications.soundPath', { key: sound.key })}
            problem={shown[soundField(i)]}
            t={t}
          >
            {(aria) => (
              <input
                {...aria}
                className="form-field__input"
                inputMode="url"
                value={sound.path}
                onChange={(e) => setPath(i, e.currentTarget.value)}
              />
            )}
          </Field>
          <UploadField
            id={`${id}-${sound.key}-file`}
            kind="sound"
            label={t('admin.upload.soundFile', { key: sound.key })}
            t={t}
            onUploaded={(path) => setPath(i, path)}
          />
        </div>
      ))}
    </SaveGroup>
  );
}
