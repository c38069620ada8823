/**
 * What every sport's panel body receives (spec §2 "Match detail panels"): the selected match's
 * list row, its live details from the match room (undefined until the first frame), and the
 * page's language. Bodies render only what the details hold: a panel never invents numbers.
 */
import type { Language } from '../../lib/domain/languages';
import type { DetailsPayload } from '../../lib/domain/socket-contract';
import type { Translate } from '../../lib/i18n/messages';
import type { InplayRow } from '../../lib/inplay/row';

export interface PanelProps {
  row: InplayRow;
  details: DetailsPayload | undefined;
  t: Translate;
  lang: Language;
}
