import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../components/PageFrame';

export const Route = createFileRoute('/download-page')({
  component: () => <PageFrame title="下载客户端" />,
});
