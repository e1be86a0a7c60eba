// The back office's orders screen (issue 17): `export * from './orders';` in ../index.ts.
export * from './messages';
export * from './orderText';
export * from './ordersList.machine';
export * from './orderDetail.machine';
export * from './orderRequests';
export * from './OrderDetailDialog';
export * from './OrdersScreen';
