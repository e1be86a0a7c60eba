export * from './messages';
export * from './phoneCode.machine';
export * from './phoneCode.view';
export * from './PhoneCodeFields';
