import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { createTranslator } from '../i18n';
import { storyCaptchaSvg } from '../phoneCode/phoneCode.fixtures';
import { sessionCatalog } from '../session/messages';
import { DialogStoryHarness } from '../storyKit';
import { settingsCatalog } from './messages';
import { SettingsDialog, type SettingsDialogProps } from './SettingsDialog';
import type { SettingsTheme, SettingsUser } from './settings.view';
import type { SettingsServices } from './settingsEnv';

/** Story-only fakes and helpers of the settings dialog. */

/** A delay that never elapses (the largest setTimeout accepts), so screenshots hold still. */
export const pausedDelay = 2 ** 31 - 1;

/** A call that never settles: the machine stays busy. */
export const pending = () => new Promise<never>(() => {});

/** A call the server refuses with a localised text. */
export const refuse = (text: string) => () => Promise.reject(new Error(text));

export const storyUser: SettingsUser = {
  id: 10086,
  username: 'lingxi2024',
  nickname: '小智',
  avatar: '',
  email: '',
  phone: '13812345678',
  password: 'yes',
  isBindWx: 0,
};

/** A new avatar picture (an uploaded file's URL in the app). */
const storyAvatarUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2458d6"/><circle cx="32" cy="26" r="12" fill="#e8efff"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#e8efff"/></svg>',
)}`;

const storyServices: SettingsServices = {
  uploadAvatar: async () => storyAvatarUrl,
  updateProfile: async () => null,
  updatePassword: async () => null,
  getCaptcha: async () => ({ svg: storyCaptchaSvg(), captchaId: 'story-captcha' }),
  sendPhoneCode: async () => '验证码发送成功',
  bindPhone: async () => '手机号绑定成功',
  updateEmail: async () => '验证信息发送成功，请前往邮箱完成绑定/修改',
  destroyAccount: async () => null,
};

export type SettingsStoryArgs = Pick<
  SettingsDialogProps,
  'user' | 'defaultTab' | 'defaultSecurityForm' | 'delays' | 'notify' | 'onUserChanged' | 'onPasswordChanged' | 'onLogout' | 'onBindWechat' | 'onThemeChange'
> & {
  services: Partial<SettingsServices>;
  theme: SettingsTheme;
};

export const storyArgs: SettingsStoryArgs = {
  user: storyUser,
  services: {},
  theme: 'light',
  defaultTab: 'profile',
  notify: fn(),
  onUserChanged: fn(),
  onPasswordChanged: fn(),
  onLogout: fn(),
  onBindWechat: fn(),
  onThemeChange: fn(),
};

/** The dialog, open at first, with a trigger to reopen it and a toast region showing its notices. */
export function SettingsHarness({ locale, services, theme: initialTheme, ...args }: SettingsStoryArgs & { locale: string }) {
  const t = createTranslator([settingsCatalog, sessionCatalog], locale);
  const [theme, setTheme] = useState(initialTheme);
  return (
    <DialogStoryHarness t={t} trigger={t('settings.trigger')} closeLabel={t('settings.close')} notify={args.notify} defaultOpen>
      {(dialog) => (
        <SettingsDialog
          {...args}
          t={t}
          {...dialog}
          services={{ ...storyServices, ...services }}
          theme={theme}
          onThemeChange={(next) => {
            setTheme(next);
            args.onThemeChange(next);
          }}
        />
      )}
    </DialogStoryHarness>
  );
}

/** The open settings dialog, once its entry animation is over (half-faded text fails axe). */
export async function settingsDialog(name = '个人设置') {
  const dialog = await within(document.body).findByRole('dialog', { name });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}
