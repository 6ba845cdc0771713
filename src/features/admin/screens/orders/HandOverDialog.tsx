import { Alert, Button, Checkbox, Modal, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import type { OrderDetail } from '../../../../../core/contracts/order';
import { adminErrorMessage } from '../../api';
import { useFeedback } from '../../kit/feedback';
import { s } from '../../kit/styles';
import { ta } from '../../strings';
import { useHandOverMutation, useHandOverUnitsQuery } from './api';
import { allPicked, placeScan, type Picks, type ScanOutcome } from './hand-over-picks';
import { Scanner } from './Scanner';
import { text } from './strings';

const t = text.handOver;

/** Hand the order over: every rental line gets its units, scanned with the camera or ticked in the list of free ones. */
export function HandOverDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const itemIds = order.items.filter((item) => item.mode === 'rent' && item.rental?.state === 'reserved').map((item) => item.id);
  const { data: lines, error, isLoading, refetch } = useHandOverUnitsQuery({ id: order.id, itemIds });
  const [handOver, saving] = useHandOverMutation();
  const { report } = useFeedback();
  const [picks, setPicks] = useState<Picks>({});
  const [scanning, setScanning] = useState(false);
  const [notice, setNotice] = useState<ScanOutcome['notice'] | null>(null);
  const ready = lines ? allPicked(lines, picks) : false;
  const submit = () =>
    report(
      handOver({ id: order.id, unitIds: Object.values(picks).flatMap((units) => units.map((unit) => unit.id)) })
        .unwrap()
        .then(onClose),
    );
  return (
    <Modal
      open
      title={t.title}
      onCancel={onClose}
      cancelText={ta.no}
      okText={t.submit}
      onOk={submit}
      okButtonProps={{ disabled: !ready, loading: saving.isLoading }}
      width={480}
      destroyOnHidden
    >
      <p style={s.muted}>{t.intro}</p>
      {isLoading ? <Skeleton active /> : null}
      {error ? <Result status="error" title={t.loadFailed} subTitle={adminErrorMessage(error)} extra={<Button onClick={() => void refetch()}>{ta.retry}</Button>} /> : null}
      {lines ? (
        <>
          <Button type={scanning ? 'default' : 'primary'} block onClick={() => setScanning(!scanning)} style={{ marginBottom: 8 }}>
            {scanning ? t.stopScan : t.scan}
          </Button>
          {scanning ? (
            <Scanner
              onCode={(code) => {
                const outcome = placeScan(lines, picks, code);
                setPicks(outcome.picks);
                setNotice(outcome.notice);
              }}
            />
          ) : null}
          <div aria-live="polite" style={{ minHeight: 8, marginTop: 8 }}>
            {notice ? <Alert type={notice.type} showIcon message={notice.message} data-testid="scan-notice" /> : null}
          </div>
          {lines.map((line) => {
            const chosen = picks[line.itemId] ?? [];
            const full = chosen.length >= line.quantity;
            return (
              <section key={line.itemId} style={s.line} aria-label={t.line(line.productName, line.sizeName, line.quantity)}>
                <strong>{t.line(line.productName, line.sizeName, line.quantity)}</strong>
                <div style={{ ...s.row, margin: '4px 0' }}>
                  <span style={s.muted}>{t.picked(chosen.length, line.quantity)}</span>
                  <span>
                    {chosen.map((unit) => (
                      <Tag
                        key={unit.id}
                        color="blue"
                        closable
                        closeIcon={<span aria-label={t.remove(unit.code)}>×</span>}
                        onClose={() => setPicks({ ...picks, [line.itemId]: chosen.filter((other) => other.id !== unit.id) })}
                      >
                        {unit.code}
                      </Tag>
                    ))}
                  </span>
                </div>
                {line.units.length === 0 ? <p style={s.muted}>{t.noneFree}</p> : null}
                <Checkbox.Group
                  aria-label={`${t.pick}: ${t.line(line.productName, line.sizeName, line.quantity)}`}
                  value={chosen.map((unit) => unit.id)}
                  onChange={(ids) => setPicks({ ...picks, [line.itemId]: line.units.filter((unit) => (ids as number[]).includes(unit.id)) })}
                  options={line.units.map((unit) => ({
                    value: unit.id,
                    label: unit.code,
                    disabled: (full && !chosen.some((picked) => picked.id === unit.id)) || Object.entries(picks).some(([itemId, units]) => Number(itemId) !== line.itemId && units.some((other) => other.id === unit.id)),
                  }))}
                />
              </section>
            );
          })}
        </>
      ) : null}
    </Modal>
  );
}
