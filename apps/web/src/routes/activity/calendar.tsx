import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/activity/calendar')({
  component: () => <PageFrame title="活动日历" />,
});
