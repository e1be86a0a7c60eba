import { rewardedApprovalConfirmation, ReviewScreen as ReviewView, useConfirmed, type AdminMessageKey, type ReviewMessageKey } from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';
import { formatShanghaiTime } from '../formatTime';

/** A contract path with its {id} filled in: typed by the contract's spelling, sent to the item's address. */
const withId = <P extends string>(path: P, id: number) => path.replace('{id}', String(id)) as P;

/**
 * The review queue: GET /admin/review by tab and kind, one item, 通过 (a reward above 0 through the two-step
 * confirmation: it is a point grant) and 驳回 with a reason; an app waiting for review can be tried first (试聊).
 */
export default function ReviewScreen({ t }: ScreenProps) {
  const confirmed = useConfirmed();
  // The app's translator holds the review catalog too.
  const text = t as Translate<ReviewMessageKey | AdminMessageKey>;
  return (
    <ReviewView
      t={text}
      formatTime={formatShanghaiTime}
      services={{
        list: (query) => adminApi.get('/admin/review', { query, silent: true }),
        loadItem: (id) => adminApi.get(withId('/admin/review/{id}', id), { silent: true }),
        approve: ({ item, rewardPoints }) => {
          if (rewardPoints === 0) return adminApi.post(withId('/admin/review/{id}/approve', item.id), { silent: true });
          const { request, changes } = rewardedApprovalConfirmation(text, item, rewardPoints);
          return confirmed(request, changes);
        },
        reject: ({ item, reason }) => adminApi.post(withId('/admin/review/{id}/reject', item.id), { json: { reason }, silent: true }),
        trialApp: ({ appId, messages }) => adminApi.post(withId('/admin/apps/{id}/trial', appId), { json: { messages }, silent: true }),
      }}
    />
  );
}
