import { createFileRoute } from '@tanstack/react-router';
import { feedbackSearch } from '../../app/search';
import { FeedbackPage } from '../../features/mine/FeedbackPage';
import { handedOver } from '../../components/use-deferred';

export const Route = createFileRoute('/mine/feedback')({
  validateSearch: feedbackSearch,
  // The list is read for 我的反馈 without holding the form back; switching tabs within 30 s
  // shows it again without asking (a submit asks again: router.invalidate()).
  loader: ({ context }) => ({ list: handedOver(context.services.client.request('feedbackList', { pageNum: 1, pageSize: 50 })) }),
  staleTime: 30_000,
  component: FeedbackRoute,
});

function FeedbackRoute() {
  const { tab } = Route.useSearch();
  return <FeedbackPage tab={tab} list={Route.useLoaderData().list} />;
}
