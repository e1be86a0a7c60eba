import {
  type AdminMessageKey,
  type DrawingAdminData,
  type DrawingAdminMessageKey,
  DrawingSettingsScreen,
  drawingRoutingSave,
  useConfirmed,
} from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { useRef } from 'react';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';

/**
 * 绘画设置: GET /admin/drawing/settings; settings saved at once (POST /admin/drawing/settings), the proxy's addresses
 * and secret through the two-step confirmation (POST /admin/drawing/routing).
 */
export default function DrawingScreen({ t: adminT, locale, notify }: ScreenProps) {
  const t = adminT as Translate<DrawingAdminMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  // The confirmation names each address before and after: the last loaded settings.
  const loaded = useRef<DrawingAdminData | null>(null);
  return (
    <DrawingSettingsScreen
      t={t}
      locale={locale}
      notify={notify}
      services={{
        load: async () => (loaded.current = (await adminApi.get('/admin/drawing/settings', { silent: true })) as DrawingAdminData),
        save: (values) => adminApi.post('/admin/drawing/settings', { json: { values }, silent: true }),
        saveRouting: (values) => {
          const { request, changes } = drawingRoutingSave(t, loaded.current!, values);
          return confirmed(request, changes);
        },
      }}
    />
  );
}
