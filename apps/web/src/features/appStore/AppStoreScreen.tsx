import { AppCentre } from '@lingxi/flows/appStore';
import type { ScreenProps } from '../feature';
import { AppListPage } from './appListPage';

/** /app-store: the app centre as a page (dialog 8's view); 尝试指令 opens the app's new conversation on /chat. */
export default function AppStoreScreen({ title }: ScreenProps) {
  return <AppListPage title={title} view={AppCentre} />;
}
