import type { ApiReply } from '@site/api-contract';
import type { Services } from '../../app/services';

export const TEAM_PAGE_SIZE = 10;

export interface AgentData {
  /** The member's standing as an agent; null for a guest. */
  info: ApiReply<'agentInfo'> | null;
  /** One page of the team, for an agent only. */
  team: ApiReply<'agentMembers'> | null;
}

/** /agent's loader: a guest reads about the programme only; an agent's team page follows their info. */
export async function loadAgent(services: Services, page: number): Promise<AgentData> {
  if (!services.session.isMember()) return { info: null, team: null };
  const info = await services.client.request('agentInfo');
  const team = info.isAgent ? await services.client.request('agentMembers', { pageNum: page, pageSize: TEAM_PAGE_SIZE }) : null;
  return { info, team };
}
