/**
 * @module feed/simulator/catalogue/countries
 * Every country code the catalogue uses (leagues, teams, players' nationalities), with names
 * in the three languages. `gb` is shown as England: every `gb` club and most `gb` players
 * are English. `eu` and `wo` are BetsAPI's continental and world pseudo-codes.
 */
import type { CountryDef } from './types';

const ROWS = [
  'wo|World|세계|世界',
  'eu|Europe|유럽|ヨーロッパ',
  'gb|England|잉글랜드|イングランド',
  'ie|Ireland|아일랜드|アイルランド',
  'us|United States|미국|アメリカ',
  'ca|Canada|캐나다|カナダ',
  'au|Australia|호주|オーストラリア',
  'es|Spain|스페인|スペイン',
  'ar|Argentina|아르헨티나|アルゼンチン',
  'uy|Uruguay|우루과이|ウルグアイ',
  'co|Colombia|콜롬비아|コロンビア',
  'mx|Mexico|멕시코|メキシコ',
  'do|Dominican Republic|도미니카 공화국|ドミニカ共和国',
  've|Venezuela|베네수엘라|ベネズエラ',
  'cu|Cuba|쿠바|キューバ',
  'pr|Puerto Rico|푸에르토리코|プエルトリコ',
  'pa|Panama|파나마|パナマ',
  'br|Brazil|브라질|ブラジル',
  'pt|Portugal|포르투갈|ポルトガル',
  'de|Germany|독일|ドイツ',
  'at|Austria|오스트리아|オーストリア',
  'ch|Switzerland|스위스|スイス',
  'it|Italy|이탈리아|イタリア',
  'fr|France|프랑스|フランス',
  'be|Belgium|벨기에|ベルギー',
  'nl|Netherlands|네덜란드|オランダ',
  'se|Sweden|스웨덴|スウェーデン',
  'dk|Denmark|덴마크|デンマーク',
  'no|Norway|노르웨이|ノルウェー',
  'fi|Finland|핀란드|フィンランド',
  'is|Iceland|아이슬란드|アイスランド',
  'ru|Russia|러시아|ロシア',
  'by|Belarus|벨라루스|ベラルーシ',
  'kz|Kazakhstan|카자흐스탄|カザフスタン',
  'ua|Ukraine|우크라이나|ウクライナ',
  'pl|Poland|폴란드|ポーランド',
  'cz|Czech Republic|체코|チェコ',
  'sk|Slovakia|슬로바키아|スロバキア',
  'lt|Lithuania|리투아니아|リトアニア',
  'lv|Latvia|라트비아|ラトビア',
  'rs|Serbia|세르비아|セルビア',
  'hr|Croatia|크로아티아|クロアチア',
  'si|Slovenia|슬로베니아|スロベニア',
  'ba|Bosnia and Herzegovina|보스니아 헤르체고비나|ボスニア・ヘルツェゴビナ',
  'me|Montenegro|몬테네그로|モンテネグロ',
  'bg|Bulgaria|불가리아|ブルガリア',
  'gr|Greece|그리스|ギリシャ',
  'cy|Cyprus|키프로스|キプロス',
  'tr|Türkiye|튀르키예|トルコ',
  'az|Azerbaijan|아제르바이잔|アゼルバイジャン',
  'sn|Senegal|세네갈|セネガル',
  'ci|Ivory Coast|코트디부아르|コートジボワール',
  'ng|Nigeria|나이지리아|ナイジェリア',
  'gh|Ghana|가나|ガーナ',
  'cm|Cameroon|카메룬|カメルーン',
  'ml|Mali|말리|マリ',
  'kr|South Korea|대한민국|韓国',
  'jp|Japan|일본|日本',
  'cn|China|중국|中国',
  'il|Israel|이스라엘|イスラエル',
  'ae|United Arab Emirates|아랍에미리트|アラブ首長国連邦',
] as const;

export const COUNTRIES: readonly CountryDef[] = ROWS.map((row) => {
  const [cc, en, kr, jp] = row.split('|');
  return { cc: cc ?? '', names: { en: en ?? '', kr: kr ?? '', jp: jp ?? '' } };
});
