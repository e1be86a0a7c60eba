import { RoleGallery } from '@lingxi/flows/appStore';
import type { ScreenProps } from '../feature';
import { AppListPage } from './appListPage';

/** /role: the role categories' apps as character cards; 开始对话 opens the app's new conversation on /chat. */
export default function RoleScreen({ title }: ScreenProps) {
  return <AppListPage title={title} view={RoleGallery} />;
}
