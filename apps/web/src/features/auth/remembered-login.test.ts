import { describe, expect, it } from 'vitest';
import { loginRecordFor, rememberedUsername } from './remembered-login';

describe('remembered login', () => {
  it('keeps the username only with remember me', () => {
    expect(rememberedUsername(loginRecordFor('demo888', true))).toBe('demo888');
    expect(rememberedUsername(loginRecordFor('demo888', false))).toBe('');
  });

  it('reads nothing from a missing or odd record', () => {
    expect(rememberedUsername(null)).toBe('');
    expect(rememberedUsername({ isChecked: true, username: 42 })).toBe('');
  });
});
