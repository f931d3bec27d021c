import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';
import { requireMember } from '../../../app/guards';
import { venueSearch } from '../../../app/search';

export const Route = createFileRoute('/game/gaming/ybdj')({
  beforeLoad: requireMember,
  validateSearch: venueSearch,
  component: () => <PageFrame title="YB电竞" />,
});
