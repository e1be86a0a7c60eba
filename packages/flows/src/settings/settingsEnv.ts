import type { Translate } from '../i18n';
import type { SessionMessageKey } from '../session/messages';
import type { Notice } from '../session/notify';
import type { SettingsMessageKey } from './messages';
import type { PasswordUpdate } from './password.machine';
import type { PhoneBindingCaptcha } from './phoneBinding.machine';
import type { ProfileUpdate } from './profileField.machine';

/** The keys the settings dialog may show (its catalog and the session's). */
export type SettingsDialogKey = SettingsMessageKey | SessionMessageKey;

/** The server calls of the settings dialog (SPEC §7 "Auth and user", docs/accounts.md). */
export interface SettingsServices {
  /** POST /file/upload: the file's URL. */
  uploadAvatar: (file: File) => Promise<string>;
  /** POST /user/update {avatar | nickname | username}. */
  updateProfile: (update: ProfileUpdate) => Promise<unknown>;
  /** POST /auth/updatePassword {oldPassword?, password}. */
  updatePassword: (update: PasswordUpdate) => Promise<unknown>;
  /** POST /auth/captcha. */
  getCaptcha: () => Promise<PhoneBindingCaptcha>;
  /** POST /auth/sendPhoneCode: resolves with the server's message. */
  sendPhoneCode: (input: { phone: string; captchaCode: string; captchaId: string }) => Promise<string | void>;
  /** POST /auth/bindPhone: resolves with the server's message (手机号绑定成功 / 手机号更换成功). */
  bindPhone: (input: { phone: string; phoneCode: string }) => Promise<string | void>;
  /** POST /auth/updateEmail: resolves with the server's message. */
  updateEmail: (input: { email: string }) => Promise<string | void>;
  /** GET /user/destroy. */
  destroyAccount: () => Promise<unknown>;
}

/** Overrides of the machines' named delays: stories hold the resend countdown still. */
export interface SettingsDelays {
  /** phoneBinding (its phoneCode child): one second of the resend countdown (1000). */
  resendTick?: number;
  /** cancellation: from 注销成功 to the logout (2000). */
  logoutAfterCancel?: number;
}

/** What every settings panel is handed. */
export interface SettingsEnv {
  t: Translate<SettingsDialogKey>;
  services: SettingsServices;
  /** Toast. */
  notify: (notice: Notice) => void;
  /** The user info changed: reload it (session.reload). */
  onUserChanged: () => void;
  delays?: SettingsDelays;
}
