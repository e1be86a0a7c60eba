import type { MessageRef } from '../session/notify';
import type { SessionUser } from '../session/session.machine';
import type { AvatarSnapshot } from './avatar.machine';
import type { CancellationSnapshot } from './cancellation.machine';
import type { EmailSnapshot } from './email.machine';
import type { PasswordSnapshot } from './password.machine';
import type { PhoneBindingSnapshot } from './phoneBinding.machine';
import type { ProfileFieldSnapshot } from './profileField.machine';
import type { SettingsMessageKey } from './messages';

/** The tabs of the settings dialog (SPEC §2.3.15; the theme selector has its own tab). */
export const settingsTabs = ['profile', 'security', 'appearance', 'cancellation'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** SPEC §2.3.15: light or dark. */
export const settingsThemes = ['light', 'dark'] as const;
export type SettingsTheme = (typeof settingsThemes)[number];

/** The user-info fields the settings dialog reads. */
export type SettingsUser = Pick<SessionUser, 'id' | 'username' | 'nickname' | 'avatar' | 'email' | 'phone' | 'password' | 'isBindWx'>;

/** SPEC §3: password 'yes' = the user has set one. */
export const userHasPassword = (user: Pick<SettingsUser, 'password'>) => user.password === 'yes';
/** SPEC §3: isBindWx 1 = bound. */
export const isWechatBound = (user: Pick<SettingsUser, 'isBindWx'>) => Number(user.isBindWx) === 1;

/** 13812345678 → 138****5678; anything else is shown as it is. */
export const maskPhone = (phone: string) => (/^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);

/** A field's message: its rule's key first, else the server's refusal. */
export type FieldMessage = MessageRef<SettingsMessageKey> | null;
const fieldMessage = (key: SettingsMessageKey | null | undefined, fallback: MessageRef<SettingsMessageKey> | null = null): FieldMessage =>
  key ? { key } : fallback;

export function profileFieldView(snapshot: ProfileFieldSnapshot) {
  const { draft, error, submitError } = snapshot.context;
  return { value: draft, message: fieldMessage(error, submitError), isPending: snapshot.matches('saving') };
}

export function avatarView(snapshot: AvatarSnapshot) {
  return { avatar: snapshot.context.avatar, error: snapshot.context.error, isBusy: !snapshot.matches('idle') };
}

export function passwordView(snapshot: PasswordSnapshot) {
  const { hasPassword: asksOld, values, errors, submitError } = snapshot.context;
  return {
    asksOldPassword: asksOld,
    values,
    messages: { oldPassword: fieldMessage(errors.oldPassword), password: fieldMessage(errors.password), verifyPassword: fieldMessage(errors.verifyPassword) },
    submitError,
    isPending: !snapshot.matches('editing'),
  };
}

/** The captcha SVG as an image URL: an <img> never runs what an SVG might carry. */
export const svgImageUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function phoneBindingView(snapshot: PhoneBindingSnapshot) {
  const { values, errors, code, captchaError, sendError, submitError, boundMessage, hadPhone } = snapshot.context;
  return {
    hadPhone,
    values,
    messages: { phone: fieldMessage(errors.phone), captcha: fieldMessage(errors.captcha, captchaError), code: fieldMessage(errors.code) },
    captchaSrc: code.captcha === 'ready' ? svgImageUrl(code.captchaSvg) : null,
    isCaptchaLoading: code.captcha === 'loading',
    isSending: code.send === 'sending',
    /** Seconds until resend; 0 when a code may be sent. */
    remaining: code.send === 'waiting' ? code.remaining : 0,
    sendError,
    isBinding: snapshot.matches('binding'),
    submitError,
    boundMessage: snapshot.matches('bound') ? boundMessage : null,
  };
}

export function emailView(snapshot: EmailSnapshot) {
  const { email, error, submitError, sentMessage } = snapshot.context;
  return {
    value: email,
    message: fieldMessage(error, submitError),
    isPending: snapshot.matches('submitting'),
    sentMessage: snapshot.matches('sent') ? sentMessage : null,
  };
}

export function cancellationView(snapshot: CancellationSnapshot) {
  return {
    isConfirmOpen: snapshot.matches('confirming') || snapshot.matches('destroying'),
    isPending: snapshot.matches('destroying'),
    isCancelled: snapshot.matches('cancelled') || snapshot.matches('loggedOut'),
    error: snapshot.context.error,
  };
}
