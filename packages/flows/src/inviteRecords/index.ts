export * from './InviteRecordsDialog';
export * from './inviteRecords.machine';
export * from './inviteRecords.view';
export * from './messages';
