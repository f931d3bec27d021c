import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';

export const Route = createFileRoute('/mine/record/currencyRecord')({
  component: () => <PageFrame title="金币记录" />,
});
