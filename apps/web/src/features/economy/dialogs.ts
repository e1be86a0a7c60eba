import type { DialogHostsOf } from '../feature';
import type { economyFeature } from '.';

/** The economy feature's dialog hosts, each its own chunk, loaded when the dialog first opens. */
export const dialogHosts: DialogHostsOf<typeof economyFeature> = {
  vip: () => import('./VipDialogHost'),
  checkIn: () => import('./CheckInDialogHost'),
  invite: () => import('./InviteDialogHost'),
  redeem: () => import('./KamiDialogHost'),
  points: () => import('./PointsRulesDialogHost'),
};
