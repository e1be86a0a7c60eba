import type { DialogHostsOf } from '../feature';
import type { appStoreFeature } from '.';

/** The app store's dialog hosts, each its own chunk, loaded when the dialog first opens. */
export const dialogHosts: DialogHostsOf<typeof appStoreFeature> = {
  appCentre: () => import('./AppCentreDialogHost'),
};
