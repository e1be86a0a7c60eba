export * from './messages';
export * from './payment.machine';
export * from './payment.view';
export * from './PaymentPanel';
