// The market module's public face: its plugin (`app.market`), and the likes check `npm run reconcile` runs.
export { default } from './plugin.js';
export { findLikeMismatches } from './marketService.js';
export { seedDemoMarket } from './demoMarket.js';
