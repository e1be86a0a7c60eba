import type { AdminMessageKey } from '@lingxi/flows/admin';
import { NoticeScreen, type NoticesMessageKey } from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';

/** The notice: GET /admin/notice, a live preview through POST /admin/notice/preview, saved by POST /admin/notice. */
export default function NoticesScreen({ t: adminT, notify }: ScreenProps) {
  // The app's translator holds every catalog of the back office (noticesCatalog among them).
  const t = adminT as Translate<NoticesMessageKey | AdminMessageKey>;
  return (
    <NoticeScreen
      t={t}
      notify={notify}
      services={{
        load: () => adminApi.get('/admin/notice', { silent: true }),
        preview: async (html) => (await adminApi.post('/admin/notice/preview', { json: { html }, silent: true })).html,
        save: (body) => adminApi.post('/admin/notice', { json: body, silent: true }),
      }}
    />
  );
}
