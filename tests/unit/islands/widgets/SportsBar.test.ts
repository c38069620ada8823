// The shared sports bar renders the same links for the in-play island and the results page's
// server render: a real link per tab (the results list has no script), the chosen one marked.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SportsBar } from '../../../../src/islands/widgets/SportsBar';
import { sportTabs } from '../../../../src/lib/widgets/sports-bar';

function render(chosen: number | undefined, onChoose?: (id: number | undefined) => void) {
  return renderToStaticMarkup(
    createElement(SportsBar, {
      tabs: sportTabs({ '1': 4, '18': 2 }, chosen),
      lang: 'en',
      labels: { bar: 'Sports', all: 'All', count: (n) => `${n} matches` },
      href: (id) => (id ? `/list?sportsId=${id}` : '/list'),
      onChoose,
    }),
  );
}

describe('sports bar', () => {
  it('links every tab, names the sport in the page language and counts its matches', () => {
    const html = render(undefined);
    expect(html).toContain('<nav class="sports-nav" aria-label="Sports">');
    expect(html).toContain(
      '<a href="/list?sportsId=18" class="sport-tab" data-sport-tab="18"><span class="sport-tab__name">Basketball</span><span class="badge" data-count="2" aria-label="2 matches">2</span></a>',
    );
    expect(html).toMatch(
      /href="\/list" class="sport-tab sport-tab--active" aria-current="page" data-sport-tab="all">.*?data-count="6"/,
    );
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it('marks the chosen sport only', () => {
    const html = render(1);
    expect(html).toContain(
      'class="sport-tab sport-tab--active" aria-current="page" data-sport-tab="1"',
    );
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it('renders the same markup whether a click is handled by a screen or by the link', () => {
    expect(render(18, () => undefined)).toBe(render(18));
  });
});
