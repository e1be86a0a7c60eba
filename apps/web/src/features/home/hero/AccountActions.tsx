import { Button } from '@lingxi/ui';
import { CalendarCheck, Coins, Crown, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../../dialogs/dialogRequests';
import { isVip, sessionStore } from '../../../state/sessionStore';
import * as css from './hero.css';

/**
 * The hero's call to action: for the logged-in user their points, 签到 (the check-in dialog; done
 * for today when the session says so) and VIP; for a visitor, 登录 / 注册.
 */
export function AccountActions() {
  const { t } = useTranslation();
  const hasToken = sessionStore.use((state) => state.token !== null);
  const user = sessionStore.use((state) => state.user);
  const isSignIn = sessionStore.use((state) => state.isSignIn);

  if (!hasToken) {
    return (
      <div className={css.actions}>
        <p className={css.actionsText}>{t('home.visitor.prompt')}</p>
        <Button onPress={() => openDialog('login')}>
          <LogIn className={css.buttonIcon} aria-hidden />
          {t('home.visitor.login')}
        </Button>
      </div>
    );
  }
  const name = user?.nickname || user?.username || t('user.defaultNickname');
  return (
    <section className={css.actions} aria-label={t('home.account.label')}>
      <div className={css.actionsText}>
        <p className={css.greeting}>{t('home.account.greeting', { name })}</p>
        {user ? (
          <p className={css.points}>
            <Coins className={css.pointsIcon} aria-hidden />
            {t('home.account.points')}
            <span className={css.pointsValue}>{user.score}</span>
          </p>
        ) : null}
      </div>
      <div className={css.buttons}>
        <Button isDisabled={isSignIn} onPress={() => openDialog('checkIn')}>
          <CalendarCheck className={css.buttonIcon} aria-hidden />
          {isSignIn ? t('home.account.signedIn') : t('home.account.checkIn')}
        </Button>
        <Button variant="secondary" onPress={() => openDialog('vip')}>
          <Crown className={css.buttonIcon} aria-hidden />
          {isVip(user) ? t('home.account.renewVip') : t('home.account.openVip')}
        </Button>
      </div>
    </section>
  );
}
