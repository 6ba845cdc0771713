/** Worked examples of the size advice rule (core/rules/size-advice.ts). */
import {
  SIZE_ADVICE_MIN_REVIEWS,
  bandSentence,
  heightLabel,
  reviewSizeLine,
  sizeAdvice,
  sizeAdviceSentences,
  type ReviewSizeFacts,
} from '../../../core/rules/size-advice';

const review = (sizeWorn: string | null, heightCm: number | null, fit: ReviewSizeFacts['fit']): ReviewSizeFacts => ({ sizeWorn, heightCm, fit });

describe('heightLabel', () => {
  it('writes heights the Vietnamese way', () => {
    expect(heightLabel(158)).toBe('1m58');
    expect(heightLabel(160)).toBe('1m60');
    expect(heightLabel(150)).toBe('1m50');
    expect(heightLabel(205)).toBe('2m05');
  });
});

describe('sizeAdvice: the fit', () => {
  it('says nothing below the minimum of reviews with a fit', () => {
    expect(SIZE_ADVICE_MIN_REVIEWS).toBe(3);
    expect(sizeAdvice([review('M', null, 'right'), review('S', null, 'right'), review('M', 160, null)])).toBeNull();
  });

  it('three of four "vừa" → most found it right', () => {
    const advice = sizeAdvice([review('M', null, 'right'), review('S', null, 'right'), review('L', null, 'tight'), review('M', null, 'right')])!;
    expect(advice.fit).toEqual({ verdict: 'right', tight: 1, right: 3, loose: 0 });
    expect(sizeAdviceSentences(advice)).toEqual(['Đa số khách thấy vừa với size của mình']);
  });

  it('runs small → take one size up; runs large → one size down', () => {
    const small = sizeAdvice([review('S', null, 'tight'), review('M', null, 'tight'), review('M', null, 'right')])!;
    expect(sizeAdviceSentences(small)).toEqual(['Đa số khách thấy hơi chật — cân nhắc lấy lớn hơn một size']);
    const large = sizeAdvice([review('S', null, 'loose'), review('M', null, 'loose'), review('M', null, 'loose'), review('L', null, 'tight')])!;
    expect(sizeAdviceSentences(large)).toEqual(['Đa số khách thấy hơi rộng — cân nhắc lấy nhỏ hơn một size']);
  });

  it('half is not most: two "chật" and two "vừa" are mixed', () => {
    const advice = sizeAdvice([review('S', null, 'tight'), review('S', null, 'tight'), review('M', null, 'right'), review('M', null, 'right')])!;
    expect(advice.fit?.verdict).toBe('mixed');
    expect(sizeAdviceSentences(advice)).toEqual(['Khách thấy độ vừa khác nhau — nên xem bảng size trước khi chọn']);
  });
});

describe('sizeAdvice: height bands', () => {
  it('Lan 1m56, Mai 1m58 and Hoa 1m59 wore S and it fitted → 1m55–1m60 usually choose S', () => {
    const advice = sizeAdvice([review('S', 156, 'right'), review('S', 158, null), review('S', 159, 'right')])!;
    expect(advice.bands).toEqual([{ size: 'S', fromCm: 155, toCm: 160, count: 3 }]);
    expect(bandSentence(advice.bands[0]!)).toBe('Khách cao 1m55–1m60 thường chọn S');
  });

  it('a size that was tight or loose for the reviewer does not count for her height', () => {
    const advice = sizeAdvice([review('S', 156, 'right'), review('S', 158, 'right'), review('S', 168, 'tight'), review('S', 150, 'loose')]);
    // Four fits (2 right, 1 tight, 1 loose): half right is not most; two heights are not enough for a band.
    expect(advice).toEqual({ fit: { verdict: 'mixed', tight: 1, right: 2, loose: 1 }, bands: [] });
  });

  it('sizes spelled differently are one size, shown as most wrote it; bands go from the shortest up', () => {
    const advice = sizeAdvice([
      review('M', 161, 'right'),
      review(' m ', 163, 'right'),
      review('M', 160, 'right'),
      review('S', 152, 'right'),
      review('s', 155, 'right'),
      review('S', 154, 'right'),
    ])!;
    expect(advice.bands).toEqual([
      { size: 'S', fromCm: 150, toCm: 155, count: 3 },
      { size: 'M', fromCm: 160, toCm: 165, count: 3 },
    ]);
    expect(sizeAdviceSentences(advice)).toEqual(['Đa số khách thấy vừa với size của mình', 'Khách cao 1m50–1m55 thường chọn S', 'Khách cao 1m60–1m65 thường chọn M']);
  });

  it('five or more heights leave out the tallest and the shortest', () => {
    const advice = sizeAdvice([148, 157, 158, 159, 172].map((h) => review('M', h, 'right')))!;
    expect(advice.bands).toEqual([{ size: 'M', fromCm: 155, toCm: 160, count: 5 }]);
  });

  it('three of the same height make a 5 cm band', () => {
    const advice = sizeAdvice([160, 160, 160].map((h) => review('L', h, null)))!;
    expect(advice.fit).toBeNull();
    expect(advice.bands).toEqual([{ size: 'L', fromCm: 160, toCm: 165, count: 3 }]);
  });
});

describe('reviewSizeLine', () => {
  it('"Size M · Cao 1m58 · 52 kg · Vừa", with whatever the reviewer gave', () => {
    expect(reviewSizeLine({ sizeWorn: 'M', heightCm: 158, weightKg: 52, fit: 'right' })).toBe('Size M · Cao 1m58 · 52 kg · Vừa');
    expect(reviewSizeLine({ sizeWorn: 'Free size', heightCm: null, weightKg: null, fit: 'loose' })).toBe('Free size · Rộng');
    expect(reviewSizeLine({ sizeWorn: null, heightCm: null, weightKg: null, fit: null })).toBe('');
  });
});
