import { Button, Spinner, TextField } from '@lingxi/ui';
import { useActorRef, useSelector, shallowEqual } from '@xstate/react';
import { fieldError, FormActions, SubmitForm } from '../formRow/FormRow';
import { messageText } from '../session/notify';
import { providePhoneBinding, type PhoneBindingField } from './phoneBinding.machine';
import { phoneBindingView } from './settings.view';
import type { SettingsEnv } from './settingsEnv';
import * as css from './SettingsDialog.css';
import { phoneCodeLength } from './validation';

/** SPEC §5: bind or change the phone with a captcha-guarded SMS code (60 s between sends, the phoneCode flow's). */
export function PhoneForm({ env, hadPhone }: { env: SettingsEnv; hadPhone: boolean }) {
  const { t, services, notify, onUserChanged, delays } = env;
  const actorRef = useActorRef(
    providePhoneBinding(services, { resendTick: delays?.resendTick }).provide({
      actions: { notify: (_, notice) => notify(notice), reloadUser: () => onUserChanged() },
    }),
    { input: { hadPhone } },
  );
  const view = useSelector(actorRef, phoneBindingView, shallowEqual);
  const change = (field: PhoneBindingField) => (value: string) => actorRef.send({ type: 'phone.change', field, value });
  const fieldState = (field: PhoneBindingField) => fieldError(t, view.messages[field]);
  const isBusy = view.isBinding;
  return (
    <SubmitForm className={css.form} onSubmit={() => actorRef.send({ type: 'phone.submit' })}>
      <TextField
        label={t('settings.phone')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        placeholder={t('settings.phonePlaceholder')}
        value={view.values.phone}
        onChange={change('phone')}
        isReadOnly={isBusy}
        isRequired
        {...fieldState('phone')}
      />
      <TextField
        label={t('settings.captcha')}
        name="captcha"
        autoComplete="off"
        value={view.values.captcha}
        onChange={change('captcha')}
        isReadOnly={isBusy}
        {...fieldState('captcha')}
        endAdornment={
          <button
            type="button"
            className={css.captchaButton}
            aria-label={t('settings.captchaImage')}
            onClick={() => actorRef.send({ type: 'phone.refreshCaptcha' })}
          >
            {view.captchaSrc ? (
              <img className={css.captchaImage} src={view.captchaSrc} alt="" />
            ) : view.isCaptchaLoading ? (
              <Spinner size="sm" label={t('settings.captchaLoading')} />
            ) : (
              <span aria-hidden="true">{t('settings.captchaRefresh')}</span>
            )}
          </button>
        }
      />
      <TextField
        label={t('settings.phoneCode')}
        name="phoneCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={phoneCodeLength}
        value={view.values.code}
        onChange={change('code')}
        isReadOnly={isBusy}
        isRequired
        {...fieldState('code')}
        endAdornment={
          <Button
            variant="quiet"
            size="sm"
            onPress={() => actorRef.send({ type: 'phone.sendCode' })}
            isPending={view.isSending}
            pendingLabel={t('settings.submitting')}
            isDisabled={view.remaining > 0}
          >
            {view.remaining > 0 ? t('settings.resendIn', { seconds: view.remaining }) : t('settings.sendCode')}
          </Button>
        }
      />
      {view.sendError ? (
        <p className={css.alert} role="alert">
          {messageText(t, view.sendError)}
        </p>
      ) : null}
      {view.submitError ? (
        <p className={css.alert} role="alert">
          {messageText(t, view.submitError)}
        </p>
      ) : null}
      {view.boundMessage ? (
        <p className={css.success} role="status">
          {messageText(t, view.boundMessage)}
        </p>
      ) : null}
      <FormActions>
        <Button type="submit" isPending={view.isBinding} pendingLabel={t('settings.submitting')}>
          {t(view.hadPhone ? 'settings.phoneChangeSubmit' : 'settings.phoneSubmit')}
        </Button>
      </FormActions>
    </SubmitForm>
  );
}
