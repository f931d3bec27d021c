import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../components/PageFrame';
import { requireMember } from '../app/guards';

export const Route = createFileRoute('/registerGuide')({
  beforeLoad: requireMember,
  component: () => <PageFrame title="新手指引" />,
});
