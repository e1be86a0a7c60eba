import { defineFeature } from '../feature';

/** Points and membership: VIP packages and payment, check-in, invites, card codes, points rules. */
export const economyFeature = defineFeature({
  name: 'economy',
  // Hosts: ./dialogs.ts.
  dialogs: ['vip', 'checkIn', 'invite', 'redeem', 'points'],
});
