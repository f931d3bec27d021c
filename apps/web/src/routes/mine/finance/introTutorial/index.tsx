import { createFileRoute } from '@tanstack/react-router';
import { GuidePage } from '../../../../features/finance/GuidePage';
import { DEPOSIT_GUIDES } from '../../../../features/finance/tutorials';

export const Route = createFileRoute('/mine/finance/introTutorial/')({
  component: () => <GuidePage title="存款教程" guides={DEPOSIT_GUIDES} />,
});
