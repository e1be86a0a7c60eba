// The back office's 登录与通知 screen (issue 17; SPEC §3 registration switches, §7 messaging-platform login).
export * from './messages';
export * from './channels.machine';
export * from './ChannelsScreen';
export * from './requests';
