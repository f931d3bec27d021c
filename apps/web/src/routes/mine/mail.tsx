import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/mail')({
  component: () => <PageFrame title="站内信" />,
});
