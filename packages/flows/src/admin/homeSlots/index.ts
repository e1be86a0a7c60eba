// The back office's home slots (首页推荐; docs/apps.md "Home"): `export * from './homeSlots';` in ../index.ts.
export * from './homeSlotForm.machine';
export * from './homeSlots.machine';
export * from './HomeSlotsAdminScreen';
export * from './messages';
export * from './requests';
