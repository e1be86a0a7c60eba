export * from './appStoreTypes';
export * from './appForm';
export * from './messages';
export * from './appStoreFixtures';
export {
  type AppCentreContext,
  type AppCentreEmitted,
  type AppCentreEvent,
  type AppCentreServices,
  collectedOf,
  provideAppCentre,
} from './appCentre.machine';
export { provideRoleGallery, type RoleGalleryServices } from './roleGallery.machine';
export {
  appFormOf,
  type AppModelOption,
  type CreateAppContext,
  type CreateAppEmitted,
  type CreateAppEvent,
  type CreateAppInput,
  type CreateAppServices,
  createAppMachine,
  firstInvalidField,
  provideCreateApp,
} from './createApp.machine';
export * from './AppCard';
export * from './AppCentre';
export * from './CreateAppDialog';
export * from './RoleGallery';
