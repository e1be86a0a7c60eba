export * from './genuinenessGuard';
export * from './navigationGuard';
