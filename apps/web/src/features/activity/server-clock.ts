/**
 * The platform's time on this device: activity periods and check-in days follow the platform's
 * clock, and a phone's clock may be minutes or days off. A reply that carries the platform's time
 * gives the offset; the device's clock (the port) then only measures how much time has passed.
 */
export interface Clock {
  now(): number;
}

export const deviceClock: Clock = { now: () => Date.now() };

/** A clock reading the platform's time, from `serverTime` received when the device read `receivedAt`. */
export function serverClock(serverTime: number, receivedAt: number, device: Clock = deviceClock): Clock {
  const offset = serverTime - receivedAt;
  return { now: () => device.now() + offset };
}

export interface Countdown {
  over: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `endAt` at `now`, in whole seconds (rounded up, so 0 means it is over). */
export function countdown(endAt: number, now: number): Countdown {
  const left = Math.max(0, Math.ceil((endAt - now) / 1000));
  return {
    over: left === 0,
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2 天 05:03:09`, `05:03:09` on the last day. */
export function countdownText(c: Countdown): string {
  const clock = `${pad(c.hours)}:${pad(c.minutes)}:${pad(c.seconds)}`;
  return c.days > 0 ? `${c.days} 天 ${clock}` : clock;
}
