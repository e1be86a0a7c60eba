import type { ScreenProps } from '../feature';
import { ConversationScreen } from './ConversationScreen';

/** /document — file chat: upload a document or an image, then ask about it. */
export default function DocumentScreen({ path, title }: ScreenProps) {
  return <ConversationScreen kind="file" routeGroupId={null} path={path} title={title} />;
}
