import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '../../../app/guards';
import { venueSearch } from '../../../app/search';
import { LaunchRoute } from '../../../features/games/LaunchRoute';

export const Route = createFileRoute('/game/sport/V188')({
  beforeLoad: requireMember,
  validateSearch: venueSearch,
  component: () => <LaunchRoute venue="V188" title="188体育" />,
});
