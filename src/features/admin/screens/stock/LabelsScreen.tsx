import { Button, Result, Select, Skeleton } from 'antd';
import { Link } from 'gatsby';
import { useEffect, useMemo, useState } from 'react';
import type { ScreenProps } from '../../routing';
import { adminErrorMessage } from '../../api';
import { s } from '../../kit/styles';
import { ta } from '../../strings';
import { useStockProductQuery } from './api';
import { qrPath, type QrPath } from './qr';
import { text } from './strings';

const t = text.labels;
const PER_PAGE = 24;

// A4 sheets of 3 × 8 labels of 70 × 37 mm; printing shows the sheets alone, edge to edge.
const PRINT_CSS = `
@page { size: A4; margin: 0; }
.label-page { width: 210mm; height: 297mm; display: grid; grid-template-columns: repeat(3, 70mm); grid-template-rows: repeat(8, 37.125mm);
  background: #fff; box-sizing: border-box; page-break-after: always; break-after: page; }
.label { box-sizing: border-box; padding: 3mm; display: flex; gap: 2.5mm; align-items: center; border: 0.2mm dashed #ccc; overflow: hidden; color: #000; }
.label svg { width: 30mm; height: 30mm; flex: none; }
.label-code { font: 700 15pt/1.1 monospace; letter-spacing: 0.5pt; }
.label-name { font-size: 8pt; line-height: 1.2; max-height: 3.6em; overflow: hidden; }
.label-size { font-size: 10pt; font-weight: 700; margin-top: 1mm; }
.label-sheets { overflow-x: auto; }
.label-sheets .label-page { margin-bottom: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.2); }
@media screen and (max-width: 860px) { .label-sheets .label-page { zoom: 0.9; } }
@media screen and (max-width: 560px) { .label-sheets .label-page { zoom: 0.42; } }
@media print {
  body * { visibility: hidden; }
  .label-sheets, .label-sheets * { visibility: visible; }
  .label-sheets { position: absolute; left: 0; top: 0; overflow: visible; }
  .label-sheets .label-page { margin: 0; box-shadow: none; }
  .label { border-color: transparent; }
}`;

function initialSize(): number | null {
  if (typeof window === 'undefined') return null;
  const size = Number(new URLSearchParams(window.location.search).get('size'));
  return Number.isInteger(size) && size > 0 ? size : null;
}

/** `/admin/labels/{productId}` (`?size=` one size): an A4 sheet of QR labels, one per active unit, to print. */
export function LabelsScreen({ id }: ScreenProps) {
  const productId = typeof id === 'number' ? id : 0;
  const { data, error, isLoading, refetch } = useStockProductQuery(productId, { skip: !productId });
  const [sizeId, setSizeId] = useState<number | null>(initialSize);
  const labels = useMemo(
    () =>
      (data?.sizes ?? [])
        .filter((size) => sizeId === null || size.id === sizeId)
        .flatMap((size) => size.units.filter((unit) => unit.status === 'active').map((unit) => ({ code: unit.code, size: size.name }))),
    [data, sizeId],
  );
  const [codes, setCodes] = useState<Map<string, QrPath>>(new Map());
  useEffect(() => {
    let current = true;
    void Promise.all(labels.map(async (label) => [label.code, await qrPath(label.code)] as const)).then((paths) => current && setCodes(new Map(paths)));
    return () => {
      current = false;
    };
  }, [labels]);
  if (!productId) return <Result status="404" title={t.none} />;
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Result status="error" title={adminErrorMessage(error)} extra={<Button onClick={() => void refetch()}>{ta.retry}</Button>} />;
  const pages = Array.from({ length: Math.ceil(labels.length / PER_PAGE) }, (_, page) => labels.slice(page * PER_PAGE, (page + 1) * PER_PAGE));
  const ready = labels.every((label) => codes.has(label.code));
  return (
    <>
      <style>{PRINT_CSS}</style>
      <p>
        <Link to={`/admin/stock/${data.id}`}>← {t.back}</Link>
      </p>
      <h1 style={s.pageTitle}>{t.title(data.name)}</h1>
      <div style={{ ...s.toolbar, alignItems: 'center' }}>
        <Select
          aria-label={t.size}
          value={sizeId ?? 0}
          onChange={(value: number) => setSizeId(value || null)}
          options={[{ value: 0, label: t.all }, ...data.sizes.map((size) => ({ value: size.id, label: `${t.size} ${size.name}` }))]}
          style={{ minWidth: 160 }}
        />
        <Button type="primary" disabled={!labels.length || !ready} onClick={() => window.print()}>
          {t.print}
        </Button>
        <span style={s.muted}>{labels.length ? t.count(labels.length) : t.none}</span>
      </div>
      <div className="label-sheets" data-testid="label-sheets">
        {pages.map((page, index) => (
          <section key={index} className="label-page">
            {page.map((label) => {
              const qr = codes.get(label.code);
              return (
                <div key={label.code} className="label" data-code={label.code}>
                  {qr ? (
                    <svg viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`} role="img" aria-label={t.qr(label.code)} shapeRendering="crispEdges">
                      <rect x={-2} y={-2} width={qr.size + 4} height={qr.size + 4} fill="#fff" />
                      <path d={qr.path} fill="#000" />
                    </svg>
                  ) : null}
                  <div>
                    <div className="label-code">{label.code}</div>
                    <div className="label-name">{data.name}</div>
                    <div className="label-size">Size {label.size}</div>
                  </div>
                </div>
              );
            })}
          </section>
        ))}
      </div>
    </>
  );
}
