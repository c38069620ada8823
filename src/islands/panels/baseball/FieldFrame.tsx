/**
 * The live field frame (spec §2 baseball "live field frame", §4 "Baseball events"): the diamond
 * with its three bases, the ball/strike/out lights, pitcher and batter, the event banner and the
 * stats board. It draws what the view models say; timings come from lib/panels/baseball.
 */
import type { Translate } from '../../../lib/i18n/messages';
import type { FieldView } from '../../../lib/panels/baseball-field';
import { COUNT_LIGHTS } from '../../../lib/panels/baseball-field';
import type { FieldFrame as Frame } from '../../../lib/panels/baseball';
import type { InningLine } from '../../../lib/panels/baseball-innings';

/** Base centres on a 200×150 field: first on the right, second on top, third on the left. */
const BASES = [
  { x: 150, y: 80 },
  { x: 100, y: 35 },
  { x: 50, y: 80 },
] as const;
const PLATE = { x: 100, y: 125 };
const MOUND = { x: 100, y: 82 };

function Diamond({ field, frame, t }: { field: FieldView; frame: Frame; t: Translate }) {
  const { bases } = field;
  const occupied = bases ? ([1, 2, 3] as const).filter((n) => bases[n - 1]) : [];
  const label = !bases
    ? t('panel.baseball.field')
    : occupied.length === 0
      ? t('panel.baseball.basesEmpty')
      : t('panel.baseball.runners', {
          bases: occupied.map((n) => t(`panel.baseball.base.${n}`)).join(', '),
        });
  return (
    <svg className="bb-field__svg" viewBox="0 0 200 150" role="img" aria-label={label}>
      <path className="bb-field__grass" d="M100 148 L2 50 Q100 -40 198 50 Z" />
      <path
        className="bb-field__infield"
        d={`M${PLATE.x} ${PLATE.y} L${BASES[0].x} ${BASES[0].y} L${BASES[1].x} ${BASES[1].y} L${BASES[2].x} ${BASES[2].y} Z`}
      />
      <circle className="bb-field__mound" cx={MOUND.x} cy={MOUND.y} r="7" />
      <path className="bb-field__plate" d="M95 122 h10 v4 l-5 4 l-5 -4 Z" />
      {BASES.map((p, i) => (
        <g key={i} transform={`translate(${p.x} ${p.y}) rotate(45)`}>
          <rect className="bb-base" x="-7" y="-7" width="14" height="14" />
          {bases && (
            <rect
              className="bb-base__runner"
              x="-7"
              y="-7"
              width="14"
              height="14"
              data-base={i + 1}
              data-on={bases[i] ? 'true' : 'false'}
            />
          )}
        </g>
      ))}
      <g className="bb-field__players" data-hidden={frame.playersHidden || undefined}>
        {field.pitcher !== null && (
          <g transform={`translate(${MOUND.x} ${MOUND.y - 4})`}>
            <g className="bb-pitcher" data-pose={frame.pitcherPose || undefined}>
              <circle r="4" cy="-9" />
              <rect x="-3" y="-5" width="6" height="9" rx="2" />
            </g>
          </g>
        )}
        {field.batter !== null && (
          <g className="bb-batter" transform={`translate(${PLATE.x - 12} ${PLATE.y - 6})`}>
            <circle r="4" cy="-9" />
            <rect x="-3" y="-5" width="6" height="9" rx="2" />
            <line x1="3" y1="-4" x2="10" y2="-14" />
          </g>
        )}
      </g>
      {frame.throwing && (
        <circle
          key={frame.serial}
          className="bb-ball"
          cx={MOUND.x}
          cy={MOUND.y - 6}
          r="2.5"
          data-throwing="true"
        />
      )}
    </svg>
  );
}

function Lights({
  which,
  value,
  t,
}: {
  which: keyof typeof COUNT_LIGHTS;
  value: number | null;
  t: Translate;
}) {
  if (value === null) return null;
  const short = { balls: 'b', strikes: 's', outs: 'o' } as const;
  return (
    <div className="bb-count" data-count={which} data-value={value}>
      <span className="bb-count__label" aria-hidden="true">
        {t(`panel.baseball.count.${short[which]}`)}
      </span>
      <span className="sr-only">{t(`panel.baseball.count.${which}`, { n: value })}</span>
      {Array.from({ length: COUNT_LIGHTS[which] }, (_, i) => (
        <span
          key={i}
          className={`bb-light bb-light--${which}`}
          data-on={i < value ? 'true' : 'false'}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}

export interface FieldFrameProps {
  field: FieldView;
  frame: Frame;
  /** The side at bat as the feed says, with its name. */
  batting: string | null;
  /** R/H/E per side, for the stats board. */
  board: { name: string; line: InningLine }[];
  waiting: boolean;
  t: Translate;
}

export default function FieldFrame({ field, frame, batting, board, waiting, t }: FieldFrameProps) {
  return (
    <figure className="bb-field" aria-label={t('panel.baseball.field')} data-field-frame>
      <div className="bb-field__stage">
        <Diamond field={field} frame={frame} t={t} />
        {frame.event && (
          <p
            key={frame.serial}
            className={`bb-event bb-event--${frame.event.kind}`}
            data-event={frame.event.kind}
            role="status"
          >
            {t(`panel.baseball.event.${frame.event.kind}`)}
          </p>
        )}
        {board.length > 0 && (
          <table className="bb-board" data-shown={frame.statsShown ? 'true' : 'false'}>
            <caption className="sr-only">{t('panel.baseball.board')}</caption>
            <tbody>
              {board.map(({ name, line }) => (
                <tr key={line.side}>
                  <th scope="row">{name}</th>
                  <td title={t('panel.baseball.runs')}>{line.runs ?? ''}</td>
                  <td title={t('panel.baseball.hits')}>{line.hits ?? ''}</td>
                  <td title={t('panel.baseball.errors')}>{line.errors ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <figcaption className="bb-field__side">
        {waiting && <span className="bb-field__waiting">{t('panel.baseball.waiting')}</span>}
        <div className="bb-counts">
          <Lights which="balls" value={field.balls} t={t} />
          <Lights which="strikes" value={field.strikes} t={t} />
          <Lights which="outs" value={field.outs} t={t} />
        </div>
        <dl className="bb-names" data-hidden={frame.playersHidden || undefined}>
          {field.pitcher !== null && (
            <div>
              <dt>{t('panel.baseball.pitcher')}</dt>
              <dd data-player="pitcher">{field.pitcher}</dd>
            </div>
          )}
          {field.batter !== null && (
            <div>
              <dt>{t('panel.baseball.batter')}</dt>
              <dd data-player="batter">{field.batter}</dd>
            </div>
          )}
        </dl>
        {batting && (
          <span className="bb-field__batting">
            {t('panel.baseball.batting', { team: batting })}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
