import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flowLocales } from '../i18n';
import { cancellationMachine } from './cancellation.machine';
import { emailMachine } from './email.machine';
import { settingsCatalog } from './messages';
import { providePhoneBinding } from './phoneBinding.machine';
import { cancellationView, emailView, isWechatBound, maskPhone, phoneBindingView, svgImageUrl, userHasPassword } from './settings.view';
import { flush } from './testing';

describe('settings view helpers', () => {
  it('reads the user flags of SPEC §3', () => {
    expect(userHasPassword({ password: 'yes' })).toBe(true);
    expect(userHasPassword({ password: '' })).toBe(false);
    expect(isWechatBound({ isBindWx: 1 })).toBe(true);
    expect(isWechatBound({ isBindWx: 0 })).toBe(false);
  });

  it('masks an 11-digit phone only', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('+85212345678')).toBe('+85212345678');
  });

  it('turns the captcha SVG into an image URL', () => {
    expect(svgImageUrl('<svg a="1"/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%221%22%2F%3E');
  });

  it('shows the captcha only once loaded and the countdown only while cooling', async () => {
    const machine = providePhoneBinding({
      getCaptcha: async () => ({ svg: '<svg/>', captchaId: 'c' }),
      sendPhoneCode: async () => undefined,
      bindPhone: async () => undefined,
    });
    const actor = createActor(machine, { input: { hadPhone: true } }).start();
    expect(phoneBindingView(actor.getSnapshot())).toMatchObject({ captchaSrc: null, isCaptchaLoading: true, remaining: 0, hadPhone: true });
    await flush();
    expect(phoneBindingView(actor.getSnapshot())).toMatchObject({ captchaSrc: svgImageUrl('<svg/>'), isCaptchaLoading: false });
  });

  it('shows an email rule before a server refusal, and the reply only when sent', () => {
    const actor = createActor(emailMachine, { input: { email: '' } }).start();
    actor.send({ type: 'email.submit' });
    expect(emailView(actor.getSnapshot())).toEqual({ value: '', message: { key: 'settings.emailRequired' }, isPending: false, sentMessage: null });
  });

  it('keeps the confirmation open while the cancellation call runs', () => {
    const actor = createActor(cancellationMachine.provide({ actors: { destroyAccount: fromPromise(() => new Promise<unknown>(() => {})) } })).start();
    expect(cancellationView(actor.getSnapshot())).toEqual({ isConfirmOpen: false, isPending: false, isCancelled: false, error: null });
    actor.send({ type: 'cancel.request' });
    expect(cancellationView(actor.getSnapshot()).isConfirmOpen).toBe(true);
    actor.send({ type: 'cancel.confirm' });
    expect(cancellationView(actor.getSnapshot())).toMatchObject({ isConfirmOpen: true, isPending: true });
  });
});

describe('settings catalog', () => {
  it('has every key in every language, with the spec texts verbatim in zh-CN', () => {
    const keys = Object.keys(settingsCatalog['zh-CN']).sort();
    for (const locale of flowLocales) {
      expect(Object.keys(settingsCatalog[locale]).sort()).toEqual(keys);
      for (const text of Object.values(settingsCatalog[locale])) expect(text.trim()).not.toBe('');
    }
    expect(settingsCatalog['zh-CN']).toMatchObject({
      'settings.nicknameRequired': '输入的昵称不能为空',
      'settings.usernameRequired': '输入的用户名不能为空',
      'settings.oldPasswordRequired': '原密码不能为空',
      'settings.passwordRequired': '密码不能为空',
      'settings.verifyPasswordRequired': '确认密码不能为空',
      'settings.passwordLength': '密码的长度为6-18位',
      'settings.passwordMismatch': '两次输入的密码不一致',
      'settings.phoneRequired': '请输入手机号',
      'settings.phoneInvalid': '请输入正确格式的手机号',
      'settings.emailRequired': '邮箱地址不能为空',
      'settings.emailInvalid': '请输入正确格式的邮箱地址',
      'settings.emailSent': '验证信息发送成功，请前往邮箱完成绑定/修改',
      'settings.phoneBound': '手机号绑定成功',
      'settings.phoneChanged': '手机号更换成功',
      'settings.bound': '已绑定',
      'settings.cancelSuccess': '注销成功，系统即将自动退出',
    });
  });
});
