// The back office's flows (issue 17): imported by apps/admin only, never by the web app.
export * from './messages';
export * from './siteKeys';
export * from './adminSession.machine';
export * from './adminLogin.machine';
export * from './adminConfirm.machine';
export * from './siteSettings.machine';
export * from './auditLog.machine';
export * from './AdminLoginScreen';
export * from './AdminLayout';
export * from './ConfirmChangeDialog';
export * from './ConfirmHost';
export * from './SiteSettingsScreen';
export * from './AuditLogScreen';
export * from './orders';
export * from './users';
export * from './goods';
export * from './cardCodes';
