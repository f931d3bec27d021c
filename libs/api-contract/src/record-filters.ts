/*
 * The record lists' filter values, apart from their schemas (schemas/records.ts builds its enums
 * from them) and from the plain constants (which travel in the app's entry chunk): the site's
 * record pages read them from here without bringing zod along.
 */

/** Kinds of 礼金 (gift money) a member receives. */
export const GIFT_TYPES = ['UPGRADE', 'BIRTHDAY', 'MONTHLY', 'FESTIVAL', 'WEEKLY'] as const;
/** Where a 福利 (welfare) payment came from. */
export const WELFARE_TYPES = ['ACTIVITY', 'CHECKIN', 'LUCKY_FLIP', 'INVITE', 'RED_PACKET'] as const;
/** Points and coin records filter on the direction of a change: earned or spent. */
export const POINT_DIRECTIONS = ['in', 'out'] as const;
