import type { DialogHostsOf } from '../feature';
import type { supportFeature } from '.';

/** The support feature's dialog hosts, each its own chunk, loaded when the entry is first used. */
export const dialogHosts: DialogHostsOf<typeof supportFeature> = {
  customerService: () => import('./CustomerServiceHost'),
};
