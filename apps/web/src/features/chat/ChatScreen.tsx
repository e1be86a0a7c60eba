import type { ScreenProps } from '../feature';
import { ConversationScreen } from './ConversationScreen';

/** /chat/:id? — plain chat; the id names the open conversation. */
export default function ChatScreen({ params, path, title }: ScreenProps) {
  const id = Number(params.id);
  return <ConversationScreen kind="chat" routeGroupId={Number.isInteger(id) && id > 0 ? id : null} path={path} title={title} />;
}
