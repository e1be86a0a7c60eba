import { useConfirmed, type AdminMessageKey } from '@lingxi/flows/admin';
import { MenusScreen as MenusView, menuDeletion, type MenusMessageKey } from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';

/** The address of one menu entry: the contract names it /admin/menus/{id}. */
const menuPath = (id: number) => `/admin/menus/${id}` as '/admin/menus/{id}';

/** Menus: GET /admin/menus; saved, switched and reordered at once; deleted through the two-step confirmation. */
export default function MenusScreen({ t: adminT, notify }: ScreenProps) {
  // The app's translator holds every catalog of the back office (menusCatalog among them).
  const t = adminT as Translate<MenusMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  return (
    <MenusView
      t={t}
      notify={notify}
      services={{
        load: () => adminApi.get('/admin/menus', { silent: true }),
        save: ({ id, body }) =>
          id === null
            ? adminApi.post('/admin/menus', { json: { ...body, menuPlatform: body.menuPlatform ?? 1 }, silent: true })
            : adminApi.post(menuPath(id), { json: body, silent: true }),
        setEnabled: ({ id, isEnabled }) => adminApi.post(menuPath(id), { json: { isEnabled }, silent: true }),
        reorder: (order) => adminApi.post('/admin/menus/reorder', { json: order, silent: true }),
        remove: (menu) => {
          const { request, changes } = menuDeletion(t, menu);
          return confirmed(request, changes);
        },
      }}
    />
  );
}
