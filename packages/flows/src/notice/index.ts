export * from './messages';
export * from './NoticeDialog';
