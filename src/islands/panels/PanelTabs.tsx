/**
 * The tabs of a match panel (spec §2: stats, summary, lineup…): a tab list that arrow keys move
 * along (WAI-ARIA tabs pattern) and the chosen tab's content. Only the chosen tab's content is
 * rendered, so a tab that loads (the line-up) loads when chosen. A panel body is keyed by match,
 * so a new match starts again on the first tab (spec §4 "tabs reset to stats").
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface PanelTab {
  id: string;
  label: string;
  render: () => ReactNode;
}

export default function PanelTabs({ tabs, name }: { tabs: readonly PanelTab[]; name: string }) {
  const [chosen, setChosen] = useState(tabs[0]?.id ?? '');
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const current = tabs.find((tab) => tab.id === chosen) ?? tabs[0];
  if (!current) return null;
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const at = tabs.indexOf(current);
    const next = tabs[(at + step + tabs.length) % tabs.length]!;
    setChosen(next.id);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next.id}"]`)?.focus();
  };
  return (
    <div className="panel-tabs" data-panel-tabs={name}>
      <div className="panel-tabs__list" role="tablist" ref={list} onKeyDown={onKey}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-${tab.id}`}
            data-tab={tab.id}
            aria-selected={tab.id === current.id}
            aria-controls={`${base}-${tab.id}-panel`}
            tabIndex={tab.id === current.id ? 0 : -1}
            className="panel-tabs__tab"
            onClick={() => setChosen(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className="panel-tabs__panel"
        role="tabpanel"
        id={`${base}-${current.id}-panel`}
        aria-labelledby={`${base}-${current.id}`}
        data-tab-panel={current.id}
      >
        {current.render()}
      </div>
    </div>
  );
}
