import type { Hono } from 'hono';
import { history, roomRow } from '../chat/store';
import type { SimContext } from '../context';
import { invalid, memberRoute, success } from '../http/endpoint';

export function registerChatRoutes(app: Hono, ctx: SimContext): void {
  memberRoute(app, ctx, 'chatHistory', (call) => {
    const { roomId, beforeId, pageSize } = call.body;
    const room = roomRow(ctx.db, roomId);
    if (!room) return invalid('房间不存在');
    if (call.member.grade < room.vip_min || call.member.grade > room.vip_max) return invalid('VIP 等级不足，无法查看该房间');
    return success({ roomId, ...history(ctx.db, roomId, beforeId, pageSize) });
  });
}
