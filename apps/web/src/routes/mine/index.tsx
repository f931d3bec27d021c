import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';
import { HelpEntries } from '../../features/help/HelpEntries';

export const Route = createFileRoute('/mine/')({
  component: () => (
    <PageFrame title="我的">
      <HelpEntries />
    </PageFrame>
  ),
});
