import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';

export const Route = createFileRoute('/mine/record/giftRecord')({
  component: () => <PageFrame title="礼金记录" />,
});
