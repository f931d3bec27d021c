import { createFileRoute } from '@tanstack/react-router';
import { GuidePage } from '../../../../features/finance/GuidePage';
import { PLATFORM_GUIDES } from '../../../../features/finance/tutorials';

export const Route = createFileRoute('/mine/finance/introTutorial/platformTutorials')({
  component: () => <GuidePage title="平台教程" guides={PLATFORM_GUIDES} />,
});
