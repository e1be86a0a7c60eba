import { type AdminMessageKey, type DrawingAdminMessageKey, drawingDeletion, DrawingModerationScreen, useConfirmed } from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';
import { formatShanghaiTime } from '../formatTime';

/** 作品审核: GET /admin/drawings by user; 删除 through the two-step confirmation (DELETE /admin/drawings/:id). */
export default function ModerationScreen({ t: adminT, notify }: ScreenProps) {
  const t = adminT as Translate<DrawingAdminMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  return (
    <DrawingModerationScreen
      t={t}
      notify={notify}
      formatTime={formatShanghaiTime}
      services={{
        load: (query) => adminApi.get('/admin/drawings', { query, silent: true }),
        remove: (drawing) => {
          const { request, changes } = drawingDeletion(t, drawing);
          return confirmed(request, changes);
        },
      }}
    />
  );
}
