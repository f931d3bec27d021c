import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireChatMember } from '../../features/chat/guard';

export const Route = createFileRoute('/chat')({
  beforeLoad: requireChatMember,
  component: Outlet,
});
