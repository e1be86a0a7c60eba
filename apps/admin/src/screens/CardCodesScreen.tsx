import { useConfirmed, type AdminMessageKey } from '@lingxi/flows/admin';
import { CardCodesScreen as CardCodesView, cardBatchDisable, cardBatchExport, type CardCodesMessageKey } from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';
import { formatShanghaiTime } from '../formatTime';

/**
 * Card codes: generating a batch (POST /admin/crami/generate), the batches (GET /admin/card-batches) with their export
 * and disabling through the two-step confirmation, and the codes (GET /admin/card-codes).
 */
export default function CardCodesScreen({ t: adminT, notify }: ScreenProps) {
  // The app's translator holds every catalog of the back office (cardCodesCatalog among them).
  const t = adminT as Translate<CardCodesMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  return (
    <CardCodesView
      t={t}
      notify={notify}
      formatTime={formatShanghaiTime}
      services={{
        loadGoods: async () => (await adminApi.get('/admin/goods', { silent: true })).map(({ id, name, isEnabled }) => ({ id, name, isEnabled })),
        generate: (request) => adminApi.post('/admin/crami/generate', { json: request, silent: true }),
        loadBatches: (query) => adminApi.get('/admin/card-batches', { query, silent: true }),
        exportBatch: (batch) => {
          const { request, changes } = cardBatchExport(t, batch);
          return confirmed(request, changes);
        },
        disableBatch: async (batch) => {
          const { request, changes } = cardBatchDisable(t, batch);
          return (await confirmed(request, changes)) as { disabled: number };
        },
        loadCodes: ({ batchId, status, q, page, size }) =>
          adminApi.get('/admin/card-codes', {
            query: { batchId: batchId ?? undefined, status: status ?? undefined, q: q || undefined, page, size },
            silent: true,
          }),
      }}
    />
  );
}
