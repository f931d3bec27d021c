import { describe, expect, it } from 'vitest';
import { failureNoteText, loadingNoteText } from './notes';

describe('sports notes', () => {
  it('a failing venue is named with a Chinese reason, never an English one (issue #41 item 5)', () => {
    expect(failureNoteText([{ venue: 'IMTY', code: 405, message: 'Method Not Allowed' }])).toBe('IM体育暂时无法获取赛事，其他场馆不受影响，稍后自动重试。');
    expect(failureNoteText([{ venue: 'OBTY', code: 'x', message: 'token invalid 令牌无效' }])).toBe('YB体育暂时无法获取赛事，其他场馆不受影响，稍后自动重试。');
    expect(failureNoteText([{ venue: 'IMTY', code: 10001, message: 'IM体育维护中，请稍后再试' }, { venue: 'FBTY', code: -4, message: '场馆响应超时' }])).toBe(
      'IM体育暂时无法获取赛事（IM体育维护中，请稍后再试）；FB体育暂时无法获取赛事（场馆响应超时），其他场馆不受影响，稍后自动重试。',
    );
    expect(failureNoteText([])).toBeNull();
  });

  it('venues still being asked are marked loading (issue #41 item 4)', () => {
    expect(loadingNoteText(['OBTY'])).toBe('YB体育赛事加载中…');
    expect(loadingNoteText(['IMTY', 'FBTY'])).toBe('IM体育、FB体育赛事加载中…');
    expect(loadingNoteText([])).toBeNull();
  });
});
