// The back office's notice editor (issue 17; SPEC §2.3.2).
export * from './messages';
export * from './notice.machine';
export * from './NoticeScreen';
