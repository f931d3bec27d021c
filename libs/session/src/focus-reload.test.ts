import { describe, expect, it } from 'vitest';
import { watchTokenOnFocus } from './focus-reload';
import { FakeFocus } from './test-fakes';

function setup(initial: string | null) {
  const focus = new FakeFocus();
  const state = { token: initial, reloads: 0 };
  const stop = watchTokenOnFocus(
    focus,
    () => state.token,
    () => {
      state.reloads += 1;
    },
  );
  return { focus, state, stop };
}

describe('watchTokenOnFocus', () => {
  it('reloads when the token changed between blur and focus', () => {
    const { focus, state } = setup('a');
    focus.fireBlur();
    state.token = 'b';
    focus.fireFocus();
    expect(state.reloads).toBe(1);
  });

  it('reloads when another tab logged out or in', () => {
    const out = setup('a');
    out.focus.fireBlur();
    out.state.token = null;
    out.focus.fireFocus();
    expect(out.state.reloads).toBe(1);

    const inn = setup(null);
    inn.focus.fireBlur();
    inn.state.token = 'new';
    inn.focus.fireFocus();
    expect(inn.state.reloads).toBe(1);
  });

  it('does not reload when the token is the same', () => {
    const { focus, state } = setup('a');
    focus.fireBlur();
    focus.fireFocus();
    expect(state.reloads).toBe(0);
  });

  it('does not reload on a focus without an earlier blur, nor twice for one return', () => {
    const { focus, state } = setup('a');
    state.token = 'b';
    focus.fireFocus();
    expect(state.reloads).toBe(0);
    focus.fireBlur();
    state.token = 'c';
    focus.fireFocus();
    focus.fireFocus();
    expect(state.reloads).toBe(1);
  });

  it('stops listening after unsubscribe', () => {
    const { focus, state, stop } = setup('a');
    stop();
    expect(focus.listenerCount).toBe(0);
    focus.fireBlur();
    state.token = 'b';
    focus.fireFocus();
    expect(state.reloads).toBe(0);
  });
});

describe('watchTokenOnFocus.adopt', () => {
  it('a change this tab already followed (told by another tab) does not reload on focus', () => {
    const focus = new FakeFocus();
    const state = { token: 'a' as string | null, reloads: 0 };
    const watch = watchTokenOnFocus(focus, () => state.token, () => (state.reloads += 1));
    focus.fireBlur();
    state.token = null;
    watch.adopt();
    focus.fireFocus();
    expect(state.reloads).toBe(0);
    // A later change it was not told about still reloads.
    focus.fireBlur();
    state.token = 'b';
    focus.fireFocus();
    expect(state.reloads).toBe(1);
  });
});
