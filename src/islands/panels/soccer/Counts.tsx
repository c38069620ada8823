/**
 * The soccer counts per side (spec §2: yellow, red, corners, substitutions, penalties, goals)
 * and the shots / on-target bar (spec §5: shots = on target + off target; 100 % without shots).
 */
import { memo } from 'react';
import type { Translate } from '../../../lib/i18n/messages';
import type { CountId, CountLine, ShotsView } from '../../../lib/panels/soccer';

const LABEL: Record<CountId, Parameters<Translate>[0]> = {
  goals: 'panel.soccer.count.goals',
  yellow: 'panel.soccer.count.yellow',
  red: 'panel.soccer.count.red',
  corners: 'panel.soccer.count.corners',
  substitutions: 'panel.soccer.count.substitutions',
  penalties: 'panel.soccer.count.penalties',
};

function Counts({
  lines,
  shots,
  t,
}: {
  lines: readonly CountLine[];
  shots: ShotsView | null;
  t: Translate;
}) {
  if (lines.length === 0 && !shots) return null;
  return (
    <div className="soccer-counts">
      {lines.length > 0 && (
        <dl className="soccer-counts__list">
          {lines.map((c) => (
            <div key={c.id} className="soccer-counts__item" data-count={c.id}>
              <dt>
                <span className={`soccer-icon soccer-icon--${c.id}`} aria-hidden="true" />
                <span className="soccer-counts__name">{t(LABEL[c.id])}</span>
              </dt>
              <dd>
                <span data-side="home">{c.home}</span>
                <span aria-hidden="true">:</span>
                <span data-side="away">{c.away}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {shots && (
        <div className="soccer-shots" data-shots>
          <div className="soccer-shots__row">
            <span>{shots.shots[0]}</span>
            <span className="soccer-shots__name">{t('panel.soccer.shots')}</span>
            <span>{shots.shots[1]}</span>
            <span className="soccer-shots__bar" aria-hidden="true">
              <span style={{ width: `${shots.homeShare}%` }} />
            </span>
          </div>
          <div className="soccer-shots__row">
            <span>
              {shots.onTarget[0]} ({shots.accuracy[0]}%)
            </span>
            <span className="soccer-shots__name">{t('panel.soccer.onTarget')}</span>
            <span>
              {shots.onTarget[1]} ({shots.accuracy[1]}%)
            </span>
            <span className="soccer-shots__bar soccer-shots__bar--split" aria-hidden="true">
              <span data-side="home" style={{ width: `${shots.accuracy[0] / 2}%` }} />
              <span data-side="away" style={{ width: `${shots.accuracy[1] / 2}%` }} />
            </span>
          </div>
        </div>
      )}
    </div>
  );
}

export default memo(Counts);
