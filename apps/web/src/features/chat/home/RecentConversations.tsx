import type { ChatGroup } from '@lingxi/flows/chat';
import { MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { sessionStore } from '../../../state/sessionStore';
import { HomeSectionFrame } from '../../home/sections/HomeSectionFrame';
import { relativeTime } from '../../home/sections/relativeTime';
import { groupCalls } from '../chatCalls';
import * as css from './recentConversations.css';

const shown = 4;

/** The latest conversations first (the server lists pinned ones first; the home page wants recency). */
const latest = (groups: readonly ChatGroup[]) => [...groups].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt)).slice(0, shown);

/**
 * 最近对话 on the home page: the logged-in user's latest conversations (GET /group/query), each
 * linking to /chat/:id with its relative time. Nothing for visitors, on an empty list or a failure.
 */
export default function RecentConversations() {
  const { t, i18n } = useTranslation();
  const token = sessionStore.use((state) => state.token);
  // The list with the token it was loaded for (a logout or another login shows nothing stale) and when it arrived.
  const [recent, setRecent] = useState<{ token: string; groups: ChatGroup[]; at: number } | null>(null);

  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    groupCalls.listGroups('chat').then(
      (groups) => isCurrent && setRecent({ token, groups: latest(groups), at: Date.now() }),
      () => isCurrent && setRecent(null),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  if (!token || recent?.token !== token || recent.groups.length === 0) return null;
  return (
    <HomeSectionFrame title={t('home.recent.title')} more={{ href: '/chat', label: t('home.recent.all') }}>
      <ul className={css.list}>
        {recent.groups.map((group) => (
          <li key={group.id}>
            <Link href={`/chat/${group.id}`} className={css.item}>
              <MessageCircle className={css.icon} aria-hidden />
              <span className={css.title}>{group.title || t('home.recent.untitled')}</span>
              <time className={css.time} dateTime={group.updatedAt}>
                {relativeTime(group.updatedAt, recent.at, i18n.language)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSectionFrame>
  );
}
