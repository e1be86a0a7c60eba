import type { BindAccountServices, Captcha, LoginDialogServices, QrLoginServices, SettingsServices } from '@lingxi/flows';
import { themeClass } from '@lingxi/ui';
import { localData, storageKeys } from '../../state/localData';
import { api, uploadFile } from '../../site/api';

// Dialogs show failures inline, so their calls are `silent` (no second, toasted copy of the message).
const silent = { silent: true } as const;

const invitedBy = async () => (await localData.getEncrypted<string>(storageKeys.invitedBy)) ?? undefined;

/** A captcha drawn for the theme on screen (grey strokes that read on its fields); a new one follows a theme switch on refresh. */
export async function loadCaptcha(): Promise<Captcha> {
  const theme = document.documentElement.classList.contains(themeClass.dark) ? 'dark' : 'light';
  const { svgCode, code } = await api.post('/auth/captcha', { json: { theme }, ...silent });
  return { svg: svgCode, captchaId: code };
}

export async function sendPhoneCode(input: { phone: string; captchaCode: string; captchaId: string }): Promise<void> {
  await api.post('/auth/sendPhoneCode', { json: input, ...silent });
}

export const loginByPassword: LoginDialogServices['loginByPassword'] = ({ username, password }) =>
  api.post('/auth/loginV4', { json: { username, password }, ...silent });

export const loginByPhone: LoginDialogServices['loginByPhone'] = async ({ phone, phoneCode }) =>
  api.post('/auth/loginByPhoneV3', { json: { phone, phoneCode, invitedBy: await invitedBy() }, ...silent });

export async function register({ username, password }: { username: string; password: string }): Promise<void> {
  await api.post('/auth/registeV3', { json: { username, password, invitedBy: await invitedBy() }, ...silent });
}

export const qrLoginCalls: QrLoginServices = {
  createScene: async () => api.post('/official/getQRSceneStr', { json: { invitedBy: await invitedBy() }, ...silent }),
  getQrCode: (sceneStr) => api.get('/official/getQRCode', { query: { sceneStr }, ...silent }),
  pollScene: (sceneStr) => api.post('/official/loginBySceneStr', { json: { sceneStr }, ...silent }),
  registerByOpenId: async (openId) => api.post('/auth/registeV3', { json: { openId, invitedBy: await invitedBy() }, ...silent }),
};

export const bindWechatCalls: BindAccountServices = {
  createBindScene: () => api.post('/official/getQRSceneStrByBind', { ...silent }),
  getBindQrCode: (sceneStr) => api.get('/official/getQRCodeByBind', { query: { sceneStr }, ...silent }),
  pollBind: (sceneStr) => api.post('/official/bindWxBySceneStr', { json: { sceneStr }, ...silent }),
};

export const settingsCalls: SettingsServices = {
  uploadAvatar: (file) => uploadFile('avatar', file),
  updateProfile: (update) => api.post('/user/update', { json: update, ...silent }),
  updatePassword: (update) => api.post('/auth/updatePassword', { json: update, ...silent }),
  getCaptcha: loadCaptcha,
  sendPhoneCode,
  bindPhone: async (input) => {
    await api.post('/auth/bindPhone', { json: input, ...silent });
  },
  updateEmail: async (input) => {
    await api.post('/auth/updateEmail', { json: input, ...silent });
  },
  destroyAccount: () => api.get('/user/destroy', { ...silent }),
};
