/**
 * @module feed/simulator/catalogue/tennis
 * Tennis events of 2026 with their real draw sizes (players as teams, spec §3): ATP Masters
 * 1000 and WTA 1000 Indian Wells (96, best of three) and the Australian Open singles (128, men
 * best of five). Each tour's 32 best are real players: birthdates, heights and hands are their
 * published ones, rounded; ratings reflect the 2025 rankings. The rest of each field is
 * generated below them (tennis-field.ts).
 */
import type { SportId } from '../../../../lib/domain/sports';
import type { CatalogueSection } from './define';
import { at, idsOf, leagueDef, num, splitRow } from './define';
import { tennisRules } from './rules';
import { tourField } from './tennis-field';
import type { TeamDef } from './types';

/** Rows `id|SHORT|English|Korean|Japanese|cc|birthdate|height|weight|hand|rating`. */
function playerRows(color: string, rows: readonly string[]): TeamDef[] {
  const sportId: SportId = 13;
  return rows.map((row) => {
    const parts = splitRow(row, 11);
    const hand = at(parts, 9) === 'L' ? 'left' : 'right';
    return {
      id: num(parts, 0),
      sportId,
      cc: at(parts, 5),
      names: { en: at(parts, 2), kr: at(parts, 3), jp: at(parts, 4) },
      short: at(parts, 1),
      color,
      kitColor: '#ffffff',
      rating: num(parts, 10),
      individual: {
        birthdate: at(parts, 6),
        height: num(parts, 7),
        weight: num(parts, 8),
        hand,
      },
    };
  });
}

const ATP = playerRows('#1d3f73', [
  '7001|SIN|Jannik Sinner|야닉 시너|ヤニック・シナー|it|2001-08-16|191|77|R|1800',
  '7002|ALC|Carlos Alcaraz|카를로스 알카라스|カルロス・アルカラス|es|2003-05-05|183|74|R|1810',
  '7003|ZVE|Alexander Zverev|알렉산더 즈베레프|アレクサンダー・ズベレフ|de|1997-04-20|198|90|R|1670',
  '7004|DJO|Novak Djokovic|노바크 조코비치|ノバク・ジョコビッチ|rs|1987-05-22|188|77|R|1700',
  '7005|FRI|Taylor Fritz|테일러 프리츠|テイラー・フリッツ|us|1997-10-28|196|86|R|1620',
  '7006|DRA|Jack Draper|잭 드레이퍼|ジャック・ドレイパー|gb|2001-12-22|193|85|L|1580',
  '7007|DEM|Alex de Minaur|알렉스 디미노어|アレックス・デミノー|au|1999-02-17|183|69|R|1600',
  '7008|SHE|Ben Shelton|벤 셸턴|ベン・シェルトン|us|2002-10-09|193|88|L|1600',
  '7009|MUS|Lorenzo Musetti|로렌초 무세티|ロレンツォ・ムセッティ|it|2002-03-03|185|79|R|1590',
  '7010|RUN|Holger Rune|홀게르 루네|ホルガー・ルーネ|dk|2003-04-29|188|77|R|1530',
  '7011|MED|Daniil Medvedev|다닐 메드베데프|ダニール・メドベージェフ|ru|1996-02-11|198|83|R|1550',
  '7012|RUU|Casper Ruud|카스페르 루드|キャスパー・ルード|no|1998-12-22|183|77|R|1540',
  '7013|RUB|Andrey Rublev|안드레이 루블료프|アンドレイ・ルブレフ|ru|1997-10-20|188|75|R|1510',
  '7014|PAU|Tommy Paul|토미 폴|トミー・ポール|us|1997-05-17|185|81|R|1500',
  '7015|KHA|Karen Khachanov|카렌 하차노프|カレン・ハチャノフ|ru|1996-05-21|198|87|R|1520',
  '7016|AUG|Félix Auger-Aliassime|펠릭스 오제알리아심|フェリックス・オジェアリアシム|ca|2000-08-08|193|88|R|1610',
  '7017|MEN|Jakub Menšík|야쿠프 멘시크|ヤクブ・メンシク|cz|2005-09-01|193|85|R|1540',
  '7018|LEH|Jiří Lehečka|이르지 레헤치카|イジー・レヘチカ|cz|2001-11-08|185|82|R|1520',
  '7019|COB|Flavio Cobolli|플라비오 코볼리|フラビオ・コボリ|it|2002-05-06|183|72|R|1500',
  '7020|BUB|Alexander Bublik|알렉산더 부블리크|アレクサンダー・ブブリク|kz|1997-06-17|196|80|R|1560',
  '7021|DAV|Alejandro Davidovich Fokina|알레한드로 다비도비치 포키나|アレハンドロ・ダビドビッチ・フォキナ|es|1999-06-05|183|72|R|1500',
  '7022|TIA|Frances Tiafoe|프랜시스 티아포|フランシス・ティアフォー|us|1998-01-20|188|86|R|1470',
  '7023|HUM|Ugo Humbert|위고 윙베르|ユーゴ・アンベール|fr|1998-06-26|188|73|L|1460',
  '7024|FON|João Fonseca|주앙 폰세카|ジョアン・フォンセカ|br|2006-08-21|185|75|R|1490',
  '7025|DIM|Grigor Dimitrov|그리고르 디미트로프|グリゴール・ディミトロフ|bg|1991-05-16|191|81|R|1440',
  '7026|CER|Francisco Cerúndolo|프란시스코 세룬돌로|フランシスコ・セルンドロ|ar|1998-08-13|185|80|R|1480',
  '7027|SHA|Denis Shapovalov|데니스 샤포발로프|デニス・シャポバロフ|ca|1999-04-15|185|75|L|1480',
  '7028|MAC|Tomáš Macháč|토마시 마하치|トマーシュ・マハーチ|cz|2000-10-13|183|70|R|1470',
  '7029|GRI|Tallon Griekspoor|탈론 흐릭스포르|タロン・グリークスプア|nl|1996-07-02|188|84|R|1460',
  '7030|TIE|Learner Tien|러너 티엔|ラーナー・ティエン|us|2005-12-02|180|70|L|1500',
  '7031|TSI|Stefanos Tsitsipas|스테파노스 치치파스|ステファノス・チチパス|gr|1998-08-12|193|90|R|1460',
  '7032|FIL|Arthur Fils|아르튀르 피스|アルチュール・フィス|fr|2004-06-12|185|77|R|1500',
]);

const WTA = playerRows('#5b2a86', [
  '7101|SAB|Aryna Sabalenka|아리나 사발렌카|アリーナ・サバレンカ|by|1998-05-05|182|80|R|1800',
  '7102|SWI|Iga Świątek|이가 시비옹테크|イガ・シフィオンテク|pl|2001-05-31|176|65|R|1740',
  '7103|GAU|Coco Gauff|코코 고프|ココ・ガウフ|us|2004-03-13|175|60|R|1680',
  '7104|ANI|Amanda Anisimova|어맨다 아니시모바|アマンダ・アニシモワ|us|2001-08-31|180|66|R|1670',
  '7105|PEG|Jessica Pegula|제시카 페굴라|ジェシカ・ペグラ|us|1994-02-24|170|62|R|1640',
  '7106|RYB|Elena Rybakina|엘레나 리바키나|エレーナ・ルバキナ|kz|1999-06-17|184|72|R|1700',
  '7107|PAO|Jasmine Paolini|자스민 파올리니|ジャスミン・パオリーニ|it|1996-01-04|163|58|R|1600',
  '7108|AND|Mirra Andreeva|미라 안드레예바|ミラ・アンドレーワ|ru|2007-04-29|175|62|R|1640',
  '7109|KEY|Madison Keys|매디슨 키스|マディソン・キーズ|us|1995-02-17|178|66|R|1560',
  '7110|NAV|Emma Navarro|에마 나바로|エマ・ナバーロ|us|2001-05-18|170|62|R|1530',
  '7111|ALE|Ekaterina Alexandrova|예카테리나 알렉산드로바|エカテリーナ・アレクサンドロワ|ru|1994-11-15|179|65|R|1570',
  '7112|SVI|Elina Svitolina|엘리나 스비톨리나|エリナ・スビトリーナ|ua|1994-09-12|174|60|R|1570',
  '7113|MBO|Victoria Mboko|빅토리아 음보코|ビクトリア・ムボコ|ca|2006-08-26|178|66|R|1580',
  '7114|MUC|Karolína Muchová|카롤리나 무호바|カロリナ・ムチョバ|cz|1996-08-21|180|65|R|1560',
  '7115|NOS|Linda Nosková|린다 노스코바|リンダ・ノスコバ|cz|2004-11-17|178|66|R|1540',
  '7116|BEN|Belinda Bencic|벨린다 벤치치|ベリンダ・ベンチッチ|ch|1997-03-10|175|63|R|1550',
  '7117|TAU|Clara Tauson|클라라 타우손|クララ・タウソン|dk|2002-12-21|182|73|R|1540',
  '7118|OSA|Naomi Osaka|오사카 나오미|大坂なおみ|jp|1997-10-16|180|69|R|1560',
  '7119|KAS|Daria Kasatkina|다리야 카사트키나|ダリア・カサトキナ|au|1997-05-07|170|60|R|1480',
  '7120|BAD|Paula Badosa|파울라 바도사|パウラ・バドサ|es|1997-11-15|180|66|R|1490',
  '7121|ZHE|Qinwen Zheng|정친원|鄭欽文|cn|2002-10-08|178|66|R|1540',
  '7122|SHN|Diana Shnaider|디아나 슈나이더|ディアナ・シュナイダー|ru|2004-04-02|178|68|L|1510',
  '7123|OST|Jeļena Ostapenko|옐레나 오스타펜코|エレナ・オスタペンコ|lv|1997-06-08|177|68|R|1500',
  '7124|KOS|Marta Kostyuk|마르타 코스튜크|マルタ・コスチュク|ua|2002-06-28|175|63|R|1500',
  '7125|SAM|Liudmila Samsonova|류드밀라 삼소노바|リュドミラ・サムソノワ|ru|1998-11-11|183|72|R|1510',
  '7126|RAD|Emma Raducanu|에마 라두카누|エマ・ラドゥカヌ|gb|2002-11-13|175|62|R|1500',
  '7127|FER|Leylah Fernandez|레일라 페르난데스|レイラ・フェルナンデス|ca|2002-09-06|168|60|L|1500',
  '7128|HAD|Beatriz Haddad Maia|베아트리스 아다드 마이아|ベアトリス・ハダッド・マイア|br|1996-05-30|185|74|L|1460',
  '7129|KRE|Barbora Krejčíková|바르보라 크레이치코바|バルボラ・クレイチコバ|cz|1995-12-18|178|67|R|1480',
  '7130|KAL|Anna Kalinskaya|안나 칼린스카야|アンナ・カリンスカヤ|ru|1998-12-02|174|62|R|1490',
  '7131|MER|Elise Mertens|엘리서 메르턴스|エリーゼ・メルテンス|be|1995-11-17|181|65|R|1510',
  '7132|FRE|Magdalena Fręch|마그달레나 프레흐|マグダレナ・フレフ|pl|1997-12-15|172|62|R|1470',
]);

/** A tour ranked: its named players, then its generated field, best first. */
function ranked(named: TeamDef[], name: string, firstId: number, female: boolean): TeamDef[] {
  const topRating = Math.min(...named.map((p) => p.rating)) - 5;
  const color = named[0]!.color;
  return [...named, ...tourField(name, { firstId, female, color, topRating }, 128 - named.length)];
}

const ATP_FIELD = ranked(ATP, 'atp', 7201, false);
const WTA_FIELD = ranked(WTA, 'wta', 7301, true);
/** Entrants of a 96 draw (Masters 1000, WTA 1000) and a 128 one (Grand Slam), best first. */
const entrants = (field: TeamDef[], size: 96 | 128) => idsOf(field.slice(0, size));

export const TENNIS: CatalogueSection = {
  teams: [...ATP_FIELD, ...WTA_FIELD],
  leagues: [
    leagueDef({
      id: 701,
      sportId: 13,
      cc: 'us',
      names: [
        'ATP Masters 1000 Indian Wells',
        'ATP 마스터스 1000 인디언웰스',
        'ATPマスターズ1000 インディアンウェルズ',
      ],
      format: 'bo3',
      major: true,
      kind: 'tournament',
      rules: tennisRules(),
      teamIds: entrants(ATP_FIELD, 96),
    }),
    leagueDef({
      id: 702,
      sportId: 13,
      cc: 'us',
      names: ['WTA 1000 Indian Wells', 'WTA 1000 인디언웰스', 'WTA1000 インディアンウェルズ'],
      format: 'bo3',
      major: true,
      kind: 'tournament',
      rules: tennisRules(),
      teamIds: entrants(WTA_FIELD, 96),
    }),
    leagueDef({
      id: 703,
      sportId: 13,
      cc: 'au',
      names: [
        'Australian Open Men’s Singles',
        '호주 오픈 남자 단식',
        '全豪オープン 男子シングルス',
      ],
      format: 'bo5',
      major: true,
      kind: 'tournament',
      rules: tennisRules(),
      teamIds: entrants(ATP_FIELD, 128),
    }),
    leagueDef({
      id: 704,
      sportId: 13,
      cc: 'au',
      names: [
        'Australian Open Women’s Singles',
        '호주 오픈 여자 단식',
        '全豪オープン 女子シングルス',
      ],
      format: 'bo3',
      major: true,
      kind: 'tournament',
      rules: tennisRules(),
      teamIds: entrants(WTA_FIELD, 128),
    }),
  ],
};
