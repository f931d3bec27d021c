import { createFileRoute } from '@tanstack/react-router';
import { ResponsiblePage } from '../../features/responsible/ResponsiblePage';

export const Route = createFileRoute('/mine/responsible')({
  loader: ({ context }) => context.services.client.request('responsibleInfo'),
  component: function Responsible() {
    return <ResponsiblePage info={Route.useLoaderData()} />;
  },
});
