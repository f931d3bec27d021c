import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '../../../app/guards';
import { venueSearch } from '../../../app/search';
import { LaunchRoute } from '../../../features/games/LaunchRoute';

export const Route = createFileRoute('/game/gaming/lhdj')({
  beforeLoad: requireMember,
  validateSearch: venueSearch,
  component: () => <LaunchRoute venue="LHDJ" title="雷火电竞" />,
});
