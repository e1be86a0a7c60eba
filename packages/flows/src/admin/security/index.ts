// The operator's own 账号安全 (issue 17, beyond SPEC): TOTP.
export * from './messages';
export * from './security.machine';
export * from './SecurityScreen';
export * from './requests';
