export * from './messages';
export * from './notify';
export * from './session.machine';
export * from './silentLogin';
export * from './urlLogin';
