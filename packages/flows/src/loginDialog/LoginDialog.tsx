import { Box, Button, Dialog, Inline, Modal } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { Translate } from '../i18n/messages';
import type { LoginDialogCatalogsKey } from './messages';
import { QrLoginPanel } from '../qrLogin/QrLoginPanel';
import { RegisterForm } from '../register/RegisterForm';
import { Agreement } from './Agreement';
import * as css from './LoginDialog.css';
import type { LoginDialogInput, LoginMode, loginDialogMachine } from './loginDialog.machine';
import { loginDialogView } from './loginDialog.view';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';

export interface LoginDialogProps {
  /** `provideLoginDialog(...)`: the machine with the app's calls (or a story's fakes). */
  machine: typeof loginDialogMachine;
  input: LoginDialogInput;
  t: Translate<LoginDialogCatalogsKey>;
  /** A login succeeded: the app stores the token, loads the user and closes the dialog. */
  onLoggedIn: (token: string) => void;
  /** Controlled opening; inside a DialogTrigger leave it out. */
  isOpen?: boolean;
  onClose?: () => void;
}

/**
 * The login dialog of SPEC §2.3.1. The machine starts when the dialog opens and stops when it
 * closes, taking any QR polling or resend wait with it.
 */
export function LoginDialog({ isOpen, onClose, ...content }: LoginDialogProps) {
  return (
    <Modal
      size="sm"
      isDismissable
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
    >
      <LoginDialogContent {...content} />
    </Modal>
  );
}

/** After a mode switch, focus moves to the new mode's first control (the pressed link is gone). */
function useFocusOnModeChange(mode: LoginMode | null) {
  const panelRef = useRef<HTMLDivElement>(null);
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>('input, button') ?? panel)?.focus();
  }, [mode]);
  return panelRef;
}

function LoginDialogContent({ machine, input, t, onLoggedIn }: Omit<LoginDialogProps, 'isOpen' | 'onClose'>) {
  const actorRef = useActorRef(machine, { input });
  const view = useSelector(actorRef, loginDialogView);
  const children = useSelector(actorRef, (snapshot) => snapshot.children);
  const panelRef = useFocusOnModeChange(view.mode);

  useEffect(() => {
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.status === 'done') onLoggedIn(snapshot.output.token);
    });
    return () => subscription.unsubscribe();
  }, [actorRef, onLoggedIn]);

  const panel = () => {
    switch (view.mode) {
      case 'qr':
        return children.qrLogin ? <QrLoginPanel actorRef={children.qrLogin} t={t} /> : null;
      case 'password':
        return <PasswordLoginForm view={view.password} send={actorRef.send} t={t} />;
      case 'sms':
        return children.phoneCode ? <SmsLoginForm view={view.sms} send={actorRef.send} phoneCodeRef={children.phoneCode} t={t} /> : null;
      case 'register':
        if (view.registerClosed)
          return (
            <Box as="p" role="status">
              {t('login.register.closed')}
            </Box>
          );
        return children.register ? <RegisterForm actorRef={children.register} t={t} /> : null;
      default:
        return (
          <Box as="p" role="status">
            {t('login.success')}
          </Box>
        );
    }
  };

  const footer = (
    <div className={css.footer}>
      <nav aria-label={t('login.modes')}>
        <Inline gap="xs" justifyContent="center">
          {view.otherModes.map((mode) => (
            <Button key={mode} variant="quiet" size="sm" onPress={() => actorRef.send({ type: 'mode.select', mode })}>
              {t(`login.title.${mode}`)}
            </Button>
          ))}
        </Inline>
      </nav>
      <Agreement t={t} isSelected={view.agreed} error={view.agreementError} onToggle={() => actorRef.send({ type: 'agreement.toggle' })} />
    </div>
  );

  return (
    <div className={css.frame}>
      <Dialog title={view.mode ? t(`login.title.${view.mode}`) : t('login.success')} closeLabel={t('login.close')} footer={footer}>
        <div ref={panelRef} tabIndex={-1} className={css.panel}>
          {panel()}
        </div>
      </Dialog>
    </div>
  );
}
