import { type AdminMessageKey, type HomeSlotsMessageKey, HomeSlotsAdminScreen, homeSlotRemoval, useConfirmed } from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi, uploadFile } from '../adminApi';
import type { ScreenProps } from '../AdminShell';
import { formatShanghaiTime } from '../formatTime';

/** A contract path with its {id} filled in: typed by the contract's spelling, sent to the item's address. */
const withId = <P extends string>(path: P, id: number) => path.replace('{id}', String(id)) as P;
/** How many pages of listed apps the form offers at most (60 a page). */
const appPages = 10;

/** The listed apps a slot may open, newest first: GET /admin/apps {status: approved}, page by page. */
async function listedApps() {
  const apps: { id: number; name: string }[] = [];
  let before: number | undefined;
  for (let page = 0; page < appPages; page += 1) {
    const { rows, next } = await adminApi.get('/admin/apps', { query: { status: 'approved', size: 60, ...(before ? { before } : {}) }, silent: true });
    apps.push(...rows.map((app) => ({ id: app.id, name: app.name })));
    if (next === null) break;
    before = next;
  }
  return apps;
}

/**
 * 首页推荐: the home page's slots by kind (GET /admin/home-slots {kind}) — created and edited (the picture uploaded to
 * app-logo, an app chosen among the listed ones, or a route), switched on and off, deleted through the confirmation.
 */
export default function HomeSlotsScreen({ t: adminT, notify }: ScreenProps) {
  const t = adminT as Translate<HomeSlotsMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  return (
    <HomeSlotsAdminScreen
      t={t}
      notify={notify}
      formatTime={formatShanghaiTime}
      services={{
        loadSlots: (kind) => adminApi.get('/admin/home-slots', { query: { kind }, silent: true }),
        loadApps: listedApps,
        uploadImage: (file) => uploadFile('app-logo', file),
        saveSlot: ({ id, body }) =>
          id === null
            ? adminApi.post('/admin/home-slots', { json: body, silent: true })
            : adminApi.post(withId('/admin/home-slots/{id}', id), { json: body, silent: true }),
        setSlotEnabled: ({ slot, enabled }) => adminApi.post(withId('/admin/home-slots/{id}', slot.id), { json: { enabled }, silent: true }),
        removeSlot: (slot) => {
          const { request, changes } = homeSlotRemoval(t, slot);
          return confirmed(request, changes);
        },
      }}
    />
  );
}
