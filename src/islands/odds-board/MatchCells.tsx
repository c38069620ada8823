/**
 * The match cells of a board row: sport, league, kick-off or live clock and score, and the
 * teams, which open the match's odds details pop-up (900 wide, as the in-play list opens it).
 */
import type { Language } from '../../lib/domain/languages';
import { seoulIso } from '../../lib/domain/seoul-time';
import { timerLabel } from '../../lib/domain/timer-label';
import type { Translate } from '../../lib/i18n/messages';
import { oddsPopup, openPopup } from '../../lib/inplay/popups';
import { localName } from '../../lib/inplay/row';
import { kickoffLabel, type BoardMatch } from '../../lib/odds-board/rows';
import { sportName, timerText } from '../inplay/labels';

interface Props {
  t: Translate;
  lang: Language;
  match: BoardMatch;
  rowSpan?: number | undefined;
}

function TimeCell({ t, match, rowSpan }: Omit<Props, 'lang'>) {
  if (!match.is_inplay)
    return (
      <td className="board__time num" rowSpan={rowSpan} data-kickoff={match.play_time}>
        <time dateTime={seoulIso(match.play_time)}>{kickoffLabel(match.play_time)}</time>
      </td>
    );
  const { unit, clock } = timerText(t, timerLabel(match.sport_id, match.timer, match.period));
  return (
    <td className="board__time num" rowSpan={rowSpan} data-live>
      <span className="board__live-dot" aria-hidden="true" />
      <span className="sr-only">{t('oddsBoard.live')}</span>
      <span className="board__clock">
        {unit}
        {clock && ` ${clock}`}
      </span>
      <span className="board__score" data-score={match.ss ?? ''}>
        {match.ss ?? '0-0'}
      </span>
    </td>
  );
}

export function MatchCells({ t, lang, match, rowSpan }: Props) {
  const home = localName(lang, match.home, match.home_kor, match.home_jp);
  const away = localName(lang, match.away, match.away_kor, match.away_jp);
  const target = oddsPopup(match.id);
  return (
    <>
      <td className="board__sport" rowSpan={rowSpan} data-sport={match.sport_id}>
        {sportName(match.sport_id, lang)}
      </td>
      <td className="board__league" rowSpan={rowSpan}>
        {localName(lang, match.league, match.league_kor, match.league_jp)}
      </td>
      <TimeCell t={t} match={match} rowSpan={rowSpan} />
      <td className="board__match" rowSpan={rowSpan}>
        <a
          href={target.url}
          target="_blank"
          rel="noopener"
          data-details-link
          aria-label={t('oddsBoard.openDetails', { match: `${home} ${t('oddsBoard.vs')} ${away}` })}
          onClick={(e) => {
            e.preventDefault();
            openPopup(target);
          }}
        >
          <span className="board__home">{home}</span>
          <span className="board__vs"> {t('oddsBoard.vs')} </span>
          <span className="board__away">{away}</span>
        </a>
      </td>
    </>
  );
}
