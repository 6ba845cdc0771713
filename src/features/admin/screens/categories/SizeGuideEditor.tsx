import { Alert, App, Button, Input, Modal, Spin } from 'antd';
import { useState, type CSSProperties } from 'react';
import type { SizeGuideTable } from '../../../../../core/contracts/size-guide';
import { SIZE_GUIDE_LIMITS } from '../../../../../core/contracts/size-guide-vocab';
import { checkSizeGuide } from '../../../../../core/rules/size-guide';
import { adminErrorMessage } from '../../api';
import { useFeedback } from '../../kit/feedback';
import { s } from '../../kit/styles';
import { useRemoveSizeGuideMutation, useSaveSizeGuideMutation, useSizeGuideQuery } from './api';
import { text as t } from './strings';

const cell: CSSProperties = { padding: 4, verticalAlign: 'middle' };
const head: CSSProperties = { ...cell, minWidth: 110 };
const sizeCell: CSSProperties = { ...cell, width: 80, minWidth: 80 };

const template = (): SizeGuideTable => ({
  columns: [...t.template.columns],
  rows: t.template.sizes.map((size) => ({ size, values: t.template.columns.map(() => '') })),
});

/** The table being edited: columns and rows change together (from the latest table), so a row always has one value per column. */
function TableFields({ table, update }: { table: SizeGuideTable; update: (change: (table: SizeGuideTable) => SizeGuideTable) => void }) {
  const setColumn = (index: number, name: string) => update((guide) => ({ ...guide, columns: guide.columns.map((column, i) => (i === index ? name : column)) }));
  const removeColumn = (index: number) =>
    update((guide) => ({ columns: guide.columns.filter((_, i) => i !== index), rows: guide.rows.map((row) => ({ ...row, values: row.values.filter((_, i) => i !== index) })) }));
  const addColumn = () => update((guide) => ({ columns: [...guide.columns, ''], rows: guide.rows.map((row) => ({ ...row, values: [...row.values, ''] })) }));
  const setRow = (index: number, change: (row: SizeGuideTable['rows'][number]) => SizeGuideTable['rows'][number]) =>
    update((guide) => ({ ...guide, rows: guide.rows.map((current, i) => (i === index ? change(current) : current)) }));
  const removeRow = (index: number) => update((guide) => ({ ...guide, rows: guide.rows.filter((_, i) => i !== index) }));
  const addRow = () => update((guide) => ({ ...guide, rows: [...guide.rows, { size: '', values: guide.columns.map(() => '') }] }));
  return (
    <>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th scope="col" style={sizeCell}>
                {t.sizeColumn}
              </th>
              {table.columns.map((column, index) => (
                <th key={index} scope="col" style={head}>
                  <span style={{ display: 'flex', gap: 4 }}>
                    <Input size="small" value={column} maxLength={SIZE_GUIDE_LIMITS.label} aria-label={t.columnName(index + 1)} onChange={(event) => setColumn(index, event.target.value)} />
                    <Button size="small" aria-label={t.removeColumn(column || String(index + 1))} disabled={table.columns.length <= 1} onClick={() => removeColumn(index)}>
                      ✕
                    </Button>
                  </span>
                </th>
              ))}
              <th style={cell} />
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                <th scope="row" style={sizeCell}>
                  <Input size="small" value={row.size} maxLength={SIZE_GUIDE_LIMITS.size} aria-label={t.sizeName(index + 1)} onChange={(event) => {
                      const size = event.target.value;
                      setRow(index, (current) => ({ ...current, size }));
                    }} />
                </th>
                {table.columns.map((column, columnIndex) => (
                  <td key={columnIndex} style={cell}>
                    <Input
                      size="small"
                      value={row.values[columnIndex] ?? ''}
                      maxLength={SIZE_GUIDE_LIMITS.value}
                      aria-label={t.cell(column || String(columnIndex + 1), row.size || String(index + 1))}
                      onChange={(event) => {
                        const value = event.target.value;
                        setRow(index, (current) => ({ ...current, values: current.values.map((old, i) => (i === columnIndex ? value : old)) }));
                      }}
                    />
                  </td>
                ))}
                <td style={cell}>
                  <Button size="small" danger aria-label={t.removeRow(row.size || String(index + 1))} disabled={table.rows.length <= 1} onClick={() => removeRow(index)}>
                    ✕
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Button onClick={addRow} disabled={table.rows.length >= SIZE_GUIDE_LIMITS.rows}>
          + {t.addRow}
        </Button>
        <Button onClick={addColumn} disabled={table.columns.length >= SIZE_GUIDE_LIMITS.columns}>
          + {t.addColumn}
        </Button>
      </div>
    </>
  );
}

/** The editor's body once the guide is loaded: the table (or a template), checked as the server will, saved whole. */
function Editor({ categoryId, name, saved, onClose }: { categoryId: number; name: string; saved: SizeGuideTable | null; onClose: () => void }) {
  const { modal } = App.useApp();
  const { report } = useFeedback();
  const [table, setTable] = useState<SizeGuideTable>(saved ?? template());
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useSaveSizeGuideMutation();
  const [remove, removing] = useRemoveSizeGuideMutation();
  const submit = () => {
    const checked = checkSizeGuide(table);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    void report(save({ id: categoryId, body: checked.table }).unwrap().then(onClose));
  };
  return (
    <>
      <p style={s.muted}>{saved ? t.guideIntro : `${t.guideIntro} ${t.guideNone}`}</p>
      <TableFields
        table={table}
        update={(change) => {
          setTable(change);
          setProblem(null);
        }}
      />
      {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginTop: 12 }} /> : null}
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginTop: 16 }}>
        {saved ? (
          <Button
            danger
            loading={removing.isLoading}
            onClick={() =>
              modal.confirm({ title: t.removeGuideTitle(name), okText: t.removeOk, okButtonProps: { danger: true }, cancelText: t.cancel, onOk: () => report(remove(categoryId).unwrap().then(onClose)) })
            }
          >
            {t.removeGuide}
          </Button>
        ) : (
          <span />
        )}
        <span style={{ display: 'flex', gap: 8 }}>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="primary" loading={saving.isLoading} onClick={submit}>
            {t.saveGuide}
          </Button>
        </span>
      </div>
    </>
  );
}

/** A category's size guide in a dialog: loaded when opened, edited as a table (add and remove sizes and columns). */
export function SizeGuideEditor({ categoryId, name, open, onClose }: { categoryId: number; name: string; open: boolean; onClose: () => void }) {
  const guide = useSizeGuideQuery(categoryId, { skip: !open, refetchOnMountOrArgChange: true });
  return (
    <Modal open={open} title={t.guideTitle(name)} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {guide.isError ? (
        <Alert type="error" showIcon title={adminErrorMessage(guide.error) || t.loadFailed} role="alert" />
      ) : guide.isFetching || !guide.data ? (
        <Spin aria-label={t.loading} />
      ) : (
        <Editor key={guide.fulfilledTimeStamp} categoryId={categoryId} name={name} saved={guide.data.guide} onClose={onClose} />
      )}
    </Modal>
  );
}
