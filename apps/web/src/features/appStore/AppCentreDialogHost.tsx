import { AppCentreDialog } from '@lingxi/flows/appStore';
import type { DialogHostProps } from '../feature';
import { useAppListProps } from './appListPage';

/**
 * Dialog 8 (SPEC §2.3.8), `openDialog('appCentre')`: the app centre in a modal. 尝试指令 closes it and opens the app's
 * new conversation (/chat/:id); 创建应用 and 编辑 open dialog 7 above it; a visitor's login takes its place.
 */
export default function AppCentreDialogHost({ onClose }: DialogHostProps) {
  return <AppCentreDialog {...useAppListProps(onClose)} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} />;
}
