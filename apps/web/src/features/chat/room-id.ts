/** Room ids are positive integers; anything else is not a room. */
export function parseRoomId(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
