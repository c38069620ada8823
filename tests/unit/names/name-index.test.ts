import { describe, expect, it } from 'vitest';
import { looseKey, nameKey } from '../../../src/server/names/name-key';
import { buildNameIndex, localNames, type NameEntry } from '../../../src/server/names/name-index';

describe('name keys (matched on normalised English names)', () => {
  it.each([
    ['Manchester United', 'manchester united', 'manchester united'],
    ["Nott'm Forest", 'nottm forest', 'nottm forest'],
    ['  Alavés ', 'alaves', 'alaves'],
    ['Brighton & Hove Albion', 'brighton and hove albion', 'brighton and hove albion'],
    ['Daegu F.C.', 'daegu fc', 'daegu'],
    ['Man Utd', 'man utd', 'man united'],
    ['Saint-Étienne', 'saint-etienne', 'saint etienne'],
    ['FC Seoul', 'fc seoul', 'seoul'],
    ['FC', 'fc', 'fc'],
    ['한화', '한화', '한화'],
  ])('%s → exact %s, loose %s', (name, exact, loose) => {
    expect(nameKey(name)).toBe(exact);
    expect(looseKey(name)).toBe(loose);
  });
});

const entry = (id: number, over: Partial<NameEntry>): NameEntry => ({
  id,
  kind: 'team',
  sportId: 1,
  en: `Team ${id}`,
  kor: `팀 ${id}`,
  jp: `チーム${id}`,
  aliases: [],
  ...over,
});

describe('name index', () => {
  const index = buildNameIndex([
    entry(1, { en: 'Manchester United', kor: '맨체스터 유나이티드', aliases: ['Man United'] }),
    entry(2, { en: 'Daegu FC', kor: '대구 FC', jp: null }),
    entry(3, { en: 'Suwon FC', kor: '수원 FC' }),
    entry(4, { en: 'Suwon Samsung Bluewings', kor: '수원 삼성', aliases: ['Suwon'] }),
    entry(5, { en: 'Hanwha Eagles', sportId: 16, kor: '한화 이글스', aliases: ['한화'] }),
    entry(6, { en: 'Premier League', kind: 'league', kor: '프리미어리그' }),
    entry(7, { en: 'Athletic Club', kor: '아틀레틱' }),
    entry(8, { en: 'Athletic Club SC', kor: '다른 클럽' }),
  ]);

  it.each([
    ['an English name', 'team', 1, 'Manchester United', 1],
    ['an alias, any case', 'team', 1, 'MAN UNITED', 1],
    ['a loose spelling of an alias', 'team', 1, 'Man Utd', 1],
    ['without the club word', 'team', 1, 'Daegu', 2],
    ['with other punctuation', 'team', 1, 'Daegu F.C.', 2],
    ['its Korean name', 'team', 16, '한화', 5],
    ['an exact alias over a loose one', 'team', 1, 'Suwon', 4],
    ['the kind it names', 'league', 1, 'Premier League', 6],
  ] as const)('finds %s', (_what, kind, sport, name, id) => {
    expect(index.find(kind, sport, name)?.id).toBe(id);
  });

  it.each([
    ['another sport', 'team', 18, 'Manchester United'],
    ['another kind', 'team', 1, 'Premier League'],
    ['an unknown club', 'team', 1, 'Hull City'],
    ['an empty name', 'team', 1, '  '],
    ['a loose key two entries share', 'team', 1, 'Athletic'],
  ] as const)('finds nothing for %s', (_what, kind, sport, name) => {
    expect(index.find(kind, sport, name)).toBeUndefined();
  });

  it('keeps the source name and falls back to it where the entry has no translation', () => {
    expect(localNames(index.find('team', 1, 'Daegu'), 'Daegu')).toEqual({
      name: 'Daegu',
      kor: '대구 FC',
      jp: 'Daegu',
    });
    expect(localNames(undefined, 'Hull')).toEqual({ name: 'Hull', kor: 'Hull', jp: 'Hull' });
  });
});
