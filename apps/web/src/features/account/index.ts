import { defineFeature } from '../feature';

/**
 * The user's account: login, registration and WeChat silent login, the session (./session.ts,
 * loaded on demand), settings and WeChat binding. Its texts are the flows' own catalogs.
 */
export const accountFeature = defineFeature({
  name: 'account',
  // Hosts: ./dialogs.ts.
  dialogs: ['login', 'settings', 'bindWechat'],
});
