import { Avatar, Skeleton } from '@lingxi/ui';
import { lazy, Suspense } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../../dialogs/dialogRequests';
import { sessionStore } from '../../../state/sessionStore';
import * as css from './layout.css';

// The popup and its popover load only for a logged-in user: a visitor's first screen needs neither.
const UserPopup = lazy(() => import('./accountPanels').then((panels) => ({ default: panels.UserPopup })));

/**
 * The avatar: logged out it opens login; logged in the user popup of SPEC §2.3.16 (identity,
 * points and sign-in, VIP state, and the account actions of §2.2 and §2.3.16).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const hasToken = sessionStore.use((state) => state.token !== null);
  const login = (
    <AriaButton className={css.avatarButton} aria-label={t('common.loginOrRegister')} onPress={() => openDialog('login')}>
      <Avatar name={t('common.login')} size="sm" />
    </AriaButton>
  );
  if (!hasToken) return login;
  return (
    <Suspense fallback={<Skeleton variant="circle" width={32} />}>
      <UserPopup />
    </Suspense>
  );
}
