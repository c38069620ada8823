/**
 * The sports bar (spec §2.1 "Sports navigation", §2.2): a link per sport with its name in the
 * page language and a count badge, the chosen one marked. Every tab is a real link, so the bar
 * works rendered on the server alone (the results list); with `onChoose` a click is handed to
 * the screen instead (the in-play island). The tabs come from `sportTabs` (lib/widgets).
 */
import type { Language } from '../../lib/domain/languages';
import { SPORT_NAMES, type SportId } from '../../lib/domain/sports';
import type { SportTab } from '../../lib/widgets/sports-bar';
// Its stylesheet, src/styles/sports-bar.css, is imported by the pages that show the bar, not
// here: a stylesheet in the in-play island's module graph is emitted for the browser, then
// dropped by the build as the page already carries it, while the island's lazy chunks still
// preload it by name. The page then asked for a file that does not exist on every visit, and the
// service worker could never keep it (tests/integration/client-bundle.test.ts guards this).

export interface SportsBarProps {
  tabs: readonly SportTab[];
  lang: Language;
  /** Already translated: the bar's name, the "all" tab, a badge's spoken count. */
  labels: { bar: string; all: string; count: (count: number) => string };
  href: (id: SportId | undefined) => string;
  onChoose?: (id: SportId | undefined) => void;
}

export function SportsBar({ tabs, lang, labels, href, onChoose }: SportsBarProps) {
  return (
    <nav className="sports-nav" aria-label={labels.bar}>
      <ul className="sports-nav__list">
        {tabs.map((tab) => (
          <li key={tab.id ?? 'all'}>
            <a
              href={href(tab.id)}
              className={`sport-tab${tab.active ? ' sport-tab--active' : ''}`}
              aria-current={tab.active ? 'page' : undefined}
              data-sport-tab={tab.id ?? 'all'}
              onClick={
                onChoose &&
                ((e) => {
                  e.preventDefault();
                  onChoose(tab.id);
                })
              }
            >
              <span className="sport-tab__name">
                {tab.id === undefined ? labels.all : SPORT_NAMES[tab.id][lang]}
              </span>
              <span className="badge" data-count={tab.count} aria-label={labels.count(tab.count)}>
                {tab.count}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
