// The back office's payment providers screen and notify log (issue 17; SPEC §6, §9).
export * from './messages';
export * from './paymentProviders.machine';
export * from './testOrder.machine';
export * from './notifyLog.machine';
export * from './NotifyLogView';
export * from './PaymentsScreen';
export * from './requests';
