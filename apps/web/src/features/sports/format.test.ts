import { describe, expect, it } from 'vitest';
import { handicapText, kickOffText, oddsText, statusText, totalText } from './format';

const at = (text: string) => Date.parse(`${text}+08:00`);

describe('sports texts', () => {
  it('kick-off in Asia/Shanghai whatever the machine’s zone: time today, date and time later', () => {
    expect(kickOffText({ startTime: at('2026-11-23T20:00:00'), phase: 'today' })).toBe('20:00');
    expect(kickOffText({ startTime: Date.parse('2026-11-23T19:45:00Z'), phase: 'early' })).toBe('11-24 03:45');
  });

  it('status: the minute in play, else the kick-off', () => {
    expect(statusText({ startTime: 0, phase: 'live', minute: 67 })).toBe("67'");
    expect(statusText({ startTime: 0, phase: 'live', minute: null })).toBe('');
    expect(statusText({ startTime: at('2026-11-23T09:05:00'), phase: 'today', minute: null })).toBe('09:05');
  });

  it('handicap and total lines, quarter lines split', () => {
    expect(handicapText(-0.5, 'home')).toBe('-0.5');
    expect(handicapText(-0.5, 'away')).toBe('+0.5');
    expect(handicapText(-0.75, 'home')).toBe('-0.5/1');
    expect(handicapText(0.25, 'home')).toBe('+0/0.5');
    expect(handicapText(0.25, 'away')).toBe('-0/0.5');
    expect(handicapText(0, 'away')).toBe('0');
    expect(handicapText(1, 'home')).toBe('+1');
    expect(totalText(2.5)).toBe('2.5');
    expect(totalText(2.75)).toBe('2.5/3');
    expect(oddsText(1.9)).toBe('1.90');
  });
});
