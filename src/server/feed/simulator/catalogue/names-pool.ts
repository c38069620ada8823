/**
 * @module feed/simulator/catalogue/names-pool
 * The shape of a nationality's name pool: given names and surnames, each written
 * `English|Korean|Japanese`, and the order a full name is written in.
 */

export interface NamePool {
  /**
   * `western`: given name first in every script ("Harry Kane", "해리 케인", "ハリー・ケイン").
   * `korean`: surname first ("Son Heung-min", "손흥민", "ソン・フンミン").
   * `japanese`: given first in English, surname first elsewhere ("Kaoru Mitoma",
   * "미토마 가오루", "三笘薫").
   */
  order: 'western' | 'korean' | 'japanese';
  given: readonly string[];
  /** Given names for women's leagues; pools without them are not used there. */
  givenFemale?: readonly string[];
  surnames: readonly string[];
}
