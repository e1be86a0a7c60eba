import { Avatar, Popover, PopoverTrigger, Skeleton } from '@lingxi/ui';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../../state/sessionStore';
import { UserPanel } from './UserPanel';
import * as layoutCss from './layout.css';
import * as css from './userPopup.css';

/** The logged-in avatar and its popup (SPEC §2.3.16), the account panel in a popover. */
export default function UserPopup() {
  const { t } = useTranslation();
  const user = sessionStore.use((state) => state.user);
  const [isOpen, setOpen] = useState(false);
  const name = user?.nickname || user?.username || t('user.defaultNickname');

  return (
    <PopoverTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <AriaButton className={layoutCss.avatarButton} aria-label={t('nav.accountMenu')}>
        {/* The user's info loads beside the first paint: a placeholder until it arrives. */}
        {user ? <Avatar name={name} src={user.avatar || undefined} size="sm" /> : <Skeleton variant="circle" width={32} />}
      </AriaButton>
      <Popover aria-label={t('nav.accountMenu')}>
        <div className={css.popoverWidth}>
          <UserPanel onDone={() => setOpen(false)} />
        </div>
      </Popover>
    </PopoverTrigger>
  );
}
