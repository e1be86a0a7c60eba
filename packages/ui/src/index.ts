export * from './theme';
export * from './tokens';
export * from './layout';
/** The keyboard focus outline every component shows, for app styles that draw their own controls. */
export { focusRing } from './components/shared/styles.css';

// Actions and navigation
export * from './components/Button';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/Menu';
export * from './components/Tabs';
export * from './components/Pagination';
export * from './components/NavigationProgress';

// Forms
export * from './components/TextField';
export * from './components/TextArea';
export * from './components/PasswordField';
export * from './components/Checkbox';
export * from './components/RadioGroup';
export * from './components/Switch';
export * from './components/Select';
export * from './components/Slider';
export * from './components/Calendar';
export * from './components/Upload';

// Overlays
export * from './components/Dialog';
export * from './components/Popover';
export * from './components/Tooltip';
export * from './components/Toast';

// Data display and feedback
export * from './components/Avatar';
export * from './components/Badge';
export * from './components/TagGroup';
export * from './components/Card';
export * from './components/Table';
export * from './components/QrCode';
export * from './components/ProgressBar';
export * from './components/Spinner';
export * from './components/Countdown';
export * from './components/EmptyState';
export * from './components/Skeleton';
export * from './components/TaskCard';
export * from './components/VirtualGallery';
export * from './components/MediaViewer';
