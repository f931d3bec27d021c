import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';

export const Route = createFileRoute('/mine/finance/transfer')({
  component: () => <PageFrame title="额度转换" />,
});
