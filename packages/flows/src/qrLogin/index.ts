export * from './messages';
export * from './qrLogin.machine';
export * from './qrLogin.view';
export * from './QrLoginPanel';
