import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import * as dialogStories from './Dialogs.stories';

const stories = Object.entries(composeStories(dialogStories));

describe('dialog stories', () => {
  afterEach(cleanup);

  it('has stories', () => {
    expect(stories.length).toBeGreaterThanOrEqual(9);
  });

  it.each(stories)('%s renders and passes axe', async (_name, Story) => {
    render(<Story />);
    expect(screen.getByRole('button', { name: '打开弹窗' })).toBeTruthy();
    const role = Story.args.options?.kind === 'alert' ? 'alertdialog' : 'dialog';
    expect(screen.queryAllByRole(role)).toHaveLength(Story.args.openOnMount === false ? 0 : 1);
    // jsdom does no layout, so axe cannot compute colours: contrast is checked in the tokens
    // (AA by construction) and in the browser, not here.
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('shows the safety tip story with its warning and button', () => {
    const { SafetyTip } = composeStories(dialogStories);
    render(<SafetyTip />);
    const dialog = screen.getByRole('dialog', { name: '温馨提示' });
    expect(dialog.textContent).toContain('请勿转账');
    expect(screen.getByRole('button', { name: '我知道了' })).toBeTruthy();
  });
});
