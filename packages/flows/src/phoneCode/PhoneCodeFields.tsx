import { Box, Button, Spinner, Stack, TextField } from '@lingxi/ui';
import { useSelector } from '@xstate/react';
import { RefreshCw, ShieldCheck, Smartphone } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { fieldIconSize } from '../formRow/FormRow';
import type { Translate } from '../i18n/messages';
import type { PhoneCodeMessageKey } from './messages';
import * as css from './PhoneCodeFields.css';
import type { phoneCodeMachine } from './phoneCode.machine';
import { phoneCodeView } from './phoneCode.view';

export interface PhoneCodeFieldsProps {
  actorRef: ActorRefFrom<typeof phoneCodeMachine>;
  t: Translate<PhoneCodeMessageKey>;
  /**
   * The parent form's SMS-code field (validated with `validatePhoneCode`). It receives the
   * send-code button to show inside its box, e.g. as a TextField's `endAdornment`.
   */
  renderCodeField: (sendButton: ReactNode) => ReactNode;
}

/** Phone, image captcha and the send-code button with its 60 s resend wait. */
export function PhoneCodeFields({ actorRef, t, renderCodeField }: PhoneCodeFieldsProps) {
  const view = useSelector(actorRef, phoneCodeView);
  const { captcha, send } = view;
  const codeFieldRef = useRef<HTMLDivElement>(null);
  const isWaiting = send.status === 'waiting';

  // Sent: the button is disabled for the wait, so focus moves on to where the code goes.
  useEffect(() => {
    if (isWaiting) codeFieldRef.current?.querySelector('input')?.focus();
  }, [isWaiting]);

  // The picture is its own refresh button (看不清？换一张); while one loads, a spinner holds its place.
  const captchaBox =
    captcha.status === 'loading' ? (
      <span className={css.captcha}>
        <Spinner label={t('phoneCode.captcha.loading')} size="sm" />
      </span>
    ) : (
      <AriaButton className={css.captcha} aria-label={t('phoneCode.captcha.refresh')} onPress={() => actorRef.send({ type: 'captcha.refresh' })}>
        {captcha.status === 'ready' ? <img className={css.captchaImage} src={captcha.src} alt={t('phoneCode.captcha.image')} /> : null}
        <RefreshCw aria-hidden="true" className={css.refreshIcon} />
      </AriaButton>
    );

  // While sending, the machine ignores presses; the label says what is happening.
  const sendLabel = isWaiting ? t('phoneCode.wait', { seconds: send.seconds }) : t(send.status === 'sending' ? 'phoneCode.sending' : 'phoneCode.send');
  const sendButton = (
    <Button variant="quiet" size="sm" isDisabled={isWaiting} onPress={() => actorRef.send({ type: 'code.send' })}>
      {sendLabel}
    </Button>
  );

  return (
    <Stack gap="md">
      <TextField
        label={t('phoneCode.phone.label')}
        placeholder={t('phoneCode.phone.placeholder')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        startAdornment={<Smartphone aria-hidden="true" size={fieldIconSize} />}
        value={view.phone}
        onChange={(value) => actorRef.send({ type: 'phone.change', value })}
        isInvalid={view.phoneError !== null}
        errorMessage={view.phoneError ? t(view.phoneError) : undefined}
      />
      <TextField
        label={t('phoneCode.captcha.label')}
        placeholder={t('phoneCode.captcha.placeholder')}
        autoComplete="off"
        startAdornment={<ShieldCheck aria-hidden="true" size={fieldIconSize} />}
        value={view.captchaCode}
        onChange={(value) => actorRef.send({ type: 'captcha.change', value })}
        isInvalid={view.captchaError !== null}
        errorMessage={view.captchaError ? t(view.captchaError) : undefined}
        endAdornment={captchaBox}
      />
      <div ref={codeFieldRef}>{renderCodeField(sendButton)}</div>
      {view.sendFailure ? (
        <Box as="p" role="alert" color="dangerText" fontSize="sm">
          {view.sendFailure.text || t(view.sendFailure.key)}
        </Box>
      ) : null}
      {/* Always present, so screen readers announce the text when it appears. */}
      <Box as="p" role="status" color="successText" fontSize="sm">
        {send.status === 'waiting' ? t('phoneCode.sent') : ''}
      </Box>
    </Stack>
  );
}
