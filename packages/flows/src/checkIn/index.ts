export * from './CheckInDialog';
export * from './checkIn.machine';
export * from './checkIn.view';
export * from './messages';
