// The back office's dashboard (issue 17): `export * from './dashboard';` in ../index.ts.
export * from './messages';
export * from './dashboardText';
export * from './dashboard.machine';
export * from './DashboardScreen';
