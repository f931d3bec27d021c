import { createFileRoute, notFound } from '@tanstack/react-router';
import { ChatRoomPage } from '../../features/chat/ChatRoomPage';
import { parseRoomId } from '../../features/chat/room-id';

export const Route = createFileRoute('/chat/$roomId')({
  params: {
    parse: ({ roomId }) => {
      const id = parseRoomId(roomId);
      if (id === null) throw notFound();
      return { roomId: id };
    },
    stringify: ({ roomId }) => ({ roomId: String(roomId) }),
  },
  component: RoomRoute,
});

function RoomRoute() {
  const { roomId } = Route.useParams();
  return <ChatRoomPage key={roomId} roomId={roomId} />;
}
