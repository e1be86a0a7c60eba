// The back office's users screen (issue 17): `export * from './users';` in ../index.ts.
export * from './messages';
export * from './usersList.machine';
export * from './userDetail.machine';
export * from './userRequests';
export * from './membershipText';
export * from './MembershipAndBanForms';
export * from './PasswordOnceDialog';
export * from './UserDetailDialog';
export * from './UsersScreen';
