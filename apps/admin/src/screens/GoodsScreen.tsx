import { useConfirmed, type AdminMessageKey } from '@lingxi/flows/admin';
import { GoodsScreen as GoodsView, goodsDeletion, type GoodsMessageKey } from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';

/** The address of one package: the contract names it /admin/goods/{id}. */
const goodsPath = (id: number) => `/admin/goods/${id}` as '/admin/goods/{id}';

/** Packages: GET /admin/goods with the membership levels they can grant; saved at once (POST /admin/goods[/:id]); deleted through the two-step confirmation. */
export default function GoodsScreen({ t: adminT, notify }: ScreenProps) {
  // The app's translator holds every catalog of the back office (goodsCatalog among them).
  const t = adminT as Translate<GoodsMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  return (
    <GoodsView
      t={t}
      notify={notify}
      services={{
        load: async () => {
          const [goods, levels] = await Promise.all([adminApi.get('/admin/goods', { silent: true }), adminApi.get('/admin/vip-levels', { silent: true })]);
          return { goods, levels };
        },
        save: ({ id, body }) =>
          id === null ? adminApi.post('/admin/goods', { json: body, silent: true }) : adminApi.post(goodsPath(id), { json: body, silent: true }),
        remove: (goods) => {
          const { request, changes } = goodsDeletion(t, goods);
          return confirmed(request, changes);
        },
      }}
    />
  );
}
