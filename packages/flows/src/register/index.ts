export * from './messages';
export * from './register.machine';
export * from './register.view';
export * from './RegisterForm';
