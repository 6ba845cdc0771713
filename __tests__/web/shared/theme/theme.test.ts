import { brand, contrastRatio, relativeLuminance, theme } from '../../../../src/shared/theme/theme';

describe('brand theme', () => {
  it("uses the deep-rose primary, radius 10 and the phone's own font", () => {
    expect(theme.token?.colorPrimary).toBe('#B0264F');
    expect(theme.token?.borderRadius).toBe(10);
    expect(theme.token?.fontFamily).toMatch(/^system-ui, -apple-system, 'Segoe UI', Roboto/);
  });

  it('white text on the primary colour passes WCAG AA', () => {
    expect(contrastRatio('#FFFFFF', brand.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#FFFFFF', brand.primaryDark)).toBeGreaterThanOrEqual(4.5);
  });

  it('body and muted text pass WCAG AA on the page and card backgrounds', () => {
    for (const background of [brand.background, brand.surface, brand.primarySoft]) {
      expect(contrastRatio(brand.text, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(brand.textMuted, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(brand.primary, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(brand.danger, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('danger buttons (Xoá, Đăng xuất) use the accessible red', () => {
    expect(theme.token?.colorError).toBe(brand.danger);
  });

  it('computes luminance per WCAG', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(() => contrastRatio('#000', '#fff')).toThrow(/RRGGBB/);
  });
});
