import { freeSizesLabel, nameWithSize, sizesText } from '../../../core/rules/sizes';

describe('sizes as both halves name them', () => {
  it('a line names its size unless the design is free size', () => {
    expect(nameWithSize('Áo dài Hoa Sen', 'M')).toBe('Áo dài Hoa Sen – size M');
    expect(nameWithSize('Khăn lụa', 'Free size')).toBe('Khăn lụa');
    expect(nameWithSize('Khăn lụa', null)).toBe('Khăn lụa');
  });

  it('a card says which sizes the dates leave free', () => {
    expect(freeSizesLabel(['S', 'M'])).toBe('Còn size S, M');
    expect(freeSizesLabel(['Free size'])).toBe('Còn trống ngày bạn chọn');
    expect(freeSizesLabel([])).toBe('Hết lịch cho ngày bạn chọn');
  });

  it('a design reads as its sizes; a one-size design as its size attribute', () => {
    expect(sizesText([{ name: 'M' }, { name: 'L' }, { name: 'XL' }], 'L')).toBe('M, L, XL');
    expect(sizesText([{ name: 'Free size' }], '')).toBe('Free size');
    expect(sizesText([{ name: 'M' }], 'M')).toBe('M');
    expect(sizesText(undefined, '')).toBe('—');
  });
});
