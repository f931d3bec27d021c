import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../components/PageFrame';

export const Route = createFileRoute('/mine/finance/introTutorial/')({
  component: () => <PageFrame title="存款教程" />,
});
