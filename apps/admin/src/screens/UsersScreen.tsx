import { useConfirmed, type AdminMessageKey, type ChangeLine, type ConfirmRequest } from '@lingxi/flows/admin';
import {
  banConfirmation,
  logoutEverywhereConfirmation,
  passwordResetConfirmation,
  pointsConfirmation,
  roleConfirmation,
  UsersScreen as UsersView,
  vipGrantConfirmation,
  vipRevokeConfirmation,
  type UsersMessageKey,
} from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';
import { formatShanghaiTime } from '../formatTime';

/** A contract path with its {id} filled in: typed by the contract's spelling, sent to the user's address. */
const withId = <P extends string>(path: P, id: number) => path.replace('{id}', String(id)) as P;

/** Users: GET /admin/users (search), one user, and their changes, each through the two-step confirmation. */
export default function UsersScreen({ t }: ScreenProps) {
  const confirmed = useConfirmed();
  // The app's translator holds the users catalog too.
  const text = t as Translate<UsersMessageKey | AdminMessageKey>;
  /** A confirmed change; resolves with the data of its answer (the balance after, the new password …). */
  const send = <T,>({ request, changes }: { request: ConfirmRequest; changes: readonly ChangeLine[] }) => confirmed(request, changes) as Promise<T>;
  return (
    <UsersView
      t={text}
      formatTime={formatShanghaiTime}
      services={{
        list: ({ q, page, size }) => adminApi.get('/admin/users', { query: { q, page, size }, silent: true }),
        load: (userId) => adminApi.get(withId('/admin/users/{id}', userId), { silent: true }),
        adjustPoints: (input) => send<{ score: number }>(pointsConfirmation(text, input)),
        resetPassword: (profile) => send<{ password: string }>(passwordResetConfirmation(text, profile)),
        logoutEverywhere: (profile) => send(logoutEverywhereConfirmation(text, profile)),
        setRole: ({ profile, role }) => send(roleConfirmation(text, profile, role)),
        loadLevels: () => adminApi.get('/admin/vip-levels', { silent: true }),
        setBan: (input) => send(banConfirmation(text, input)),
        grantVip: (input) => send(vipGrantConfirmation(text, input, formatShanghaiTime)),
        revokeVip: (profile) => send(vipRevokeConfirmation(text, profile, formatShanghaiTime)),
      }}
    />
  );
}
