/** Worked examples of the search ranking (server/modules/catalog/search.ts). */
import { productSearchText } from '../../../server/shared/search-text';
import { rankBySearch, searchScore } from '../../../server/modules/catalog/search';

const product = (name: string, category = 'Váy', attributes: string[] = []) => ({ name, searchText: productSearchText(name, category, attributes) });

describe('search ranking', () => {
  const damCuoi = product('Giày cưới kim sa đỏ cho đám cưới', 'Giày');
  const damTiec = product('Đầm tiệc trễ vai ren xanh navy', 'Đầm');
  const damHoi = product('Đầm dạ hội đuôi cá voan đỏ', 'Đầm');
  const ao = product('Áo dài gấm đỏ', 'Áo dài', ['Đầm thắm']);

  it('"đầm" with its diacritics: names with "đầm" first, "đám cưới" after, newest order among equals', () => {
    expect(rankBySearch([damCuoi, ao, damTiec, damHoi], 'đầm').map((p) => p.name)).toEqual([damTiec.name, damHoi.name, damCuoi.name, ao.name]);
    expect(searchScore(damTiec, 'đầm')).toEqual([1, 1, 1, 1, 1]);
    expect(searchScore(damCuoi, 'đầm')).toEqual([0, 0, 1, 1, 1]);
  });

  it('"dam" without diacritics does not prefer one spelling: names first, attributes after, newest among equals', () => {
    expect(rankBySearch([damCuoi, ao, damTiec], 'dam').map((p) => p.name)).toEqual([damCuoi.name, damTiec.name, ao.name]);
    expect(searchScore(ao, 'dam')).toEqual([0, 0, 0, 0, 1]);
  });

  it('"ĐẦM DẠ" in capitals: the phrase before the words apart', () => {
    const apart = product('Đầm xoè dự tiệc dạ hội', 'Đầm');
    expect(rankBySearch([apart, damHoi], 'ĐẦM DẠ').map((p) => p.name)).toEqual([damHoi.name, apart.name]);
    expect(searchScore(apart, 'ĐẦM DẠ')).toEqual([0, 1, 0, 1, 0]);
  });

  it('a word typed in part (typeahead) still ranks by the word it starts', () => {
    expect(searchScore(damHoi, 'đầm dạ h')).toEqual([1, 1, 1, 1, 1]);
  });
});
