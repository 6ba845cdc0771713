/** Answers a slip request, for staff and for the order's shopper alike: the PDF by default, or the printable page. */
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { ReturnPhotoFiles } from '../order/return-photos';
import type { SlipQuery } from '../../../core/contracts/report';
import { slipData } from './slip-data';
import { slipHtml } from './slip-html';
import { slipPdf } from './slip-pdf';
import { slipText } from './slip-text';

export const SLIP_FILE_NAMES = { handover: 'phieu-giao-nhan', return: 'phieu-tra-do' } as const;

export async function sendSlip(reply: FastifyReply, db: DbOrTx, files: ReturnPhotoFiles, orderId: number, query: SlipQuery, customerId?: number): Promise<FastifyReply> {
  const kind = query.kind ?? 'handover';
  const data = await slipData(db, files, orderId, kind, customerId);
  const text = slipText(data);
  const name = `${SLIP_FILE_NAMES[kind]}-${data.order.code}`;
  reply.header('cache-control', 'private, no-store');
  if (query.format === 'html') return reply.type('text/html; charset=utf-8').send(slipHtml(text, data.order.code));
  const pdf = await slipPdf(text, data.order.code);
  return reply.type('application/pdf').header('content-disposition', `inline; filename="${name}.pdf"`).send(pdf);
}
