import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../components/PageFrame';

export const Route = createFileRoute('/mine/finance/introTutorial/platformTutorials')({
  component: () => <PageFrame title="平台教程" />,
});
