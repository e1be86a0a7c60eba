import { defineFeature } from '../feature';

/** Help for users: customer service (the operator's online address or QR image). Feedback joins it later. */
export const supportFeature = defineFeature({
  name: 'support',
  // Hosts: ./dialogs.ts.
  dialogs: ['customerService'],
});
