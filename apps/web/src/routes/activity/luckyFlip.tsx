import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/activity/luckyFlip')({
  component: () => <PageFrame title="幸运翻牌" />,
});
