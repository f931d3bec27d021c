import { createFileRoute } from '@tanstack/react-router';
import { ChatRoomListPage } from '../../features/chat/ChatRoomListPage';

export const Route = createFileRoute('/chat/')({
  component: ChatRoomListPage,
});
