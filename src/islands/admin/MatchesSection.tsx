/**
 * The console's "Matches" section: a match's live stream and bet365 id, a score correction and a
 * league points adjustment, each a form sent on its own; problems show on their fields.
 */
import { useId, useState, type ReactNode } from 'react';
import {
  pointsBody,
  pointsProblems,
  POINTS_REASON_MAX,
  scoreBody,
  scoreProblems,
  streamBody,
  streamProblems,
  type MatchProblems,
  type PointsForm,
} from '../../lib/admin/matches-form';
import type { Problems } from '../../lib/admin/problems';
import type { Language } from '../../lib/domain/languages';
import type { Translate } from '../../lib/i18n/messages';
import { useT } from '../../lib/i18n/react';
import { Check, Field, TextField } from './fields';
import {
  adjustPoints,
  correctScore,
  patchMatch,
  type Applied,
  type PointsResult,
} from './matches-api';
import { SaveGroup } from './SaveGroup';

/** The section's own problem codes in words (the save group shows them as given). */
function inWords(t: Translate, found: MatchProblems): Problems {
  const problems: Problems = {};
  for (const [field, code] of Object.entries(found)) {
    if (!code) continue;
    const message =
      code === 'tooLong'
        ? t('admin.problem.tooLong', { max: POINTS_REASON_MAX })
        : t(`admin.matches.problem.${code}`);
    problems[field] = { kind: 'server', message };
  }
  return problems;
}

export default function MatchesSection({ lang }: { lang: Language }) {
  return (
    <div className="admin-groups">
      <StreamGroup lang={lang} />
      <ScoreGroup lang={lang} />
      <PointsGroup lang={lang} />
    </div>
  );
}

interface TextProps {
  id: string;
  name: string;
  label: string;
  value: string;
  set: (value: string) => void;
  shown: Problems;
  t: Translate;
  hint?: string;
  inputMode?: 'numeric' | 'url' | 'text';
}

/** A labelled text input of these forms. */
function Text({ id, name, label, value, set, shown, t, hint, inputMode }: TextProps) {
  return (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      problem={shown[name]}
      hint={hint}
      t={t}
      inputMode={inputMode}
      value={value}
      onChange={set}
    />
  );
}

function StreamGroup({ lang }: { lang: Language }) {
  const t = useT(lang);
  const id = useId();
  const [form, setForm] = useState({ id: '', url: '', bet365: '' });
  const [shown, setShown] = useState<Problems>({});
  const common = { id, shown, t };
  return (
    <SaveGroup
      lang={lang}
      name="stream"
      title={t('admin.matches.stream')}
      check={() => inWords(t, streamProblems(form))}
      save={() => patchMatch(form.id.trim(), streamBody(form))}
      setProblems={setShown}
    >
      <MatchId {...common} value={form.id} set={(v) => setForm({ ...form, id: v })} />
      <Text
        {...common}
        name="url"
        label={t('admin.matches.url')}
        hint={t('admin.matches.urlHint')}
        inputMode="url"
        value={form.url}
        set={(url) => setForm({ ...form, url })}
      />
      <Text
        {...common}
        name="bet365"
        label={t('admin.matches.bet365')}
        inputMode="numeric"
        value={form.bet365}
        set={(bet365) => setForm({ ...form, bet365 })}
      />
    </SaveGroup>
  );
}

function MatchId(props: Omit<TextProps, 'name' | 'label' | 'inputMode'>) {
  return <Text {...props} name="id" label={props.t('admin.matches.id')} inputMode="numeric" />;
}

/** The line under a form saying what the last save did. */
function Outcome({ children }: { children: ReactNode }) {
  return (
    <p className="admin-outcome" data-admin-outcome>
      {children}
    </p>
  );
}

function ScoreGroup({ lang }: { lang: Language }) {
  const t = useT(lang);
  const id = useId();
  const [form, setForm] = useState({ id: '', ss: '' });
  const [shown, setShown] = useState<Problems>({});
  const [applied, setApplied] = useState<Applied | null>(null);
  const common = { id, shown, t };
  return (
    <SaveGroup
      lang={lang}
      name="score"
      title={t('admin.matches.score')}
      check={() => inWords(t, scoreProblems(form))}
      save={async () => {
        setApplied(null);
        setApplied(await correctScore(form.id.trim(), scoreBody(form)));
      }}
      setProblems={setShown}
    >
      <MatchId {...common} value={form.id} set={(v) => setForm({ ...form, id: v })} />
      <Text
        {...common}
        name="ss"
        label={t('admin.matches.ss')}
        value={form.ss}
        set={(ss) => setForm({ ...form, ss })}
      />
      {applied && <Outcome>{t(`admin.matches.applied.${applied}`)}</Outcome>}
    </SaveGroup>
  );
}

const NO_POINTS: PointsForm = {
  league: '',
  season: '',
  team: '',
  points: '',
  reason: '',
  remove: false,
};

function PointsGroup({ lang }: { lang: Language }) {
  const t = useT(lang);
  const id = useId();
  const [form, setForm] = useState(NO_POINTS);
  const [shown, setShown] = useState<Problems>({});
  const [result, setResult] = useState<PointsResult | null>(null);
  const common = { id, shown, t };
  const text = (name: 'league' | 'season' | 'team' | 'points', hint?: string) => (
    <Text
      {...common}
      name={name}
      label={t(`admin.matches.${name}`)}
      hint={hint}
      inputMode={name === 'points' ? 'numeric' : 'text'}
      value={form[name]}
      set={(value) => setForm({ ...form, [name]: value })}
    />
  );
  return (
    <SaveGroup
      lang={lang}
      name="points"
      title={t('admin.matches.pointsTitle')}
      check={() => inWords(t, pointsProblems(form))}
      save={async () => {
        setResult(null);
        setResult(await adjustPoints(pointsBody(form)));
      }}
      setProblems={setShown}
    >
      {text('league')}
      {text('season', '2023/24')}
      {text('team')}
      {text('points', t('admin.matches.pointsHint'))}
      <Field
        id={`${id}-reason`}
        name="reason"
        label={t('admin.matches.reason')}
        problem={shown.reason}
        t={t}
      >
        {(aria) => (
          <input
            {...aria}
            className="form-field__input"
            maxLength={POINTS_REASON_MAX}
            value={form.reason}
            onChange={(e) => setForm({ ...form, reason: e.currentTarget.value })}
          />
        )}
      </Field>
      <Check
        id={`${id}-remove`}
        name="remove"
        label={t('admin.matches.remove')}
        checked={form.remove}
        onChange={(remove) => setForm({ ...form, remove })}
      />
      {result && (
        <Outcome>
          {t('admin.matches.pointsDone', {
            team: result.team.name,
            action: t(`admin.matches.action.${result.action}`),
            total: result.total,
          })}
        </Outcome>
      )}
    </SaveGroup>
  );
}
