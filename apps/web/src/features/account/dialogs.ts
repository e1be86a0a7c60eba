import type { DialogHostsOf } from '../feature';
import type { accountFeature } from '.';

/** The account feature's dialog hosts, each its own chunk, loaded when the dialog first opens. */
export const dialogHosts: DialogHostsOf<typeof accountFeature> = {
  login: () => import('./LoginDialogHost'),
  settings: () => import('./SettingsDialogHost'),
  bindWechat: () => import('./BindWechatDialogHost'),
};
