import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { CardBatch } from './cardBatches.machine';
import type { CardCodesMessageKey } from './messages';

/** A confirmed request and the lines the confirmation shows for it. */
export interface Confirmation {
  request: ConfirmRequest;
  changes: ChangeLine[];
}

/** GET /api/admin/card-batches/:id/export, saved as card-batch-<id>.csv; the confirmation names the batch. */
export const cardBatchExport = (t: Translate<CardCodesMessageKey>, batch: CardBatch): Confirmation => ({
  request: { method: 'GET', path: `/api/admin/card-batches/${batch.id}/export`, download: `card-batch-${batch.id}.csv` },
  changes: [{ label: t('admin.cards.exportLine'), after: t('admin.cards.batchLine', { name: batch.name, id: batch.id, count: batch.count }) }],
});

/** POST /api/admin/card-batches/:id/disable (no body fields: `{}` is what the grant is bound to and what is sent). */
export const cardBatchDisable = (t: Translate<CardCodesMessageKey>, batch: CardBatch): Confirmation => ({
  request: { method: 'POST', path: `/api/admin/card-batches/${batch.id}/disable`, body: {} },
  changes: [{ label: t('admin.cards.disableLine'), after: t('admin.cards.disableAfter', { name: batch.name, id: batch.id, unused: batch.unused }) }],
});
