import { useConfirmed, type AdminMessageKey } from '@lingxi/flows/admin';
import { VipLevelsScreen as VipLevelsView, vipLevelDeletion, type VipLevelsMessageKey } from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';

/** The address of one level: the contract names it /admin/vip-levels/{id}. */
const levelPath = (id: number) => `/admin/vip-levels/${id}` as '/admin/vip-levels/{id}';

/** Membership levels: GET /admin/vip-levels; saved at once (POST /admin/vip-levels[/:id]); deleted through the two-step confirmation. */
export default function VipLevelsScreen({ t: adminT, notify }: ScreenProps) {
  // The app's translator holds every catalog of the back office (vipLevelsCatalog among them).
  const t = adminT as Translate<VipLevelsMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  return (
    <VipLevelsView
      t={t}
      notify={notify}
      services={{
        load: () => adminApi.get('/admin/vip-levels', { silent: true }),
        save: ({ id, body }) =>
          id === null ? adminApi.post('/admin/vip-levels', { json: body, silent: true }) : adminApi.post(levelPath(id), { json: body, silent: true }),
        remove: (level) => {
          const { request, changes } = vipLevelDeletion(t, level);
          return confirmed(request, changes);
        },
      }}
    />
  );
}
