/** How a reviewed garment fitted the reviewer, and its Vietnamese names ("Chật" / "Vừa" / "Rộng"). */
export const FITS = ['tight', 'right', 'loose'] as const;
export type Fit = (typeof FITS)[number];

export const FIT_LABELS: Readonly<Record<Fit, string>> = { tight: 'Chật', right: 'Vừa', loose: 'Rộng' };
