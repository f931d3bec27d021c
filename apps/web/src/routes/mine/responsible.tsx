import type { ResponsibleInfo } from '@site/api-contract';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { handedOver } from '../../components/use-deferred';
import { ResponsiblePage } from '../../features/responsible/ResponsiblePage';

export const Route = createFileRoute('/mine/responsible')({
  // Started, not waited for (issue #36): the heading block and the tools' box draw at once (and
  // from the HTML, src/prerender); the member's limits and reality check fill the box.
  loader: ({ context }) => ({
    info: handedOver(context.services.client.request('responsibleInfo')),
  }),
  component: function Responsible() {
    const router = useRouter();
    // After a change the page reads its settings again, and the change's message comes once the new
    // ones are there, as when the loader waited for them. A failure to read them is the route's
    // failure view (useKeptDeferred throws it), not the change's.
    const reload = async () => {
      await router.invalidate();
      const data = router.state.matches.find((m) => m.routeId === Route.id)?.loaderData as { info: Promise<ResponsibleInfo> } | undefined;
      await data?.info.catch(() => undefined);
    };
    return <ResponsiblePage info={Route.useLoaderData().info} reload={reload} />;
  },
});
