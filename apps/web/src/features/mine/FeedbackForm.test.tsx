import { BusinessError } from '@site/api-client';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_DRAFT, FeedbackForm } from './FeedbackForm';
import type { FeedbackDraft } from './FeedbackForm';
import { renderWithServices } from './test-harness';

afterEach(cleanup);

function Harness({ onSent }: { onSent: () => void }) {
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_DRAFT);
  return <FeedbackForm draft={draft} onDraft={setDraft} onSent={onSent} />;
}

const text = () => screen.getByLabelText(/反馈内容/);
const count = () => screen.getByTestId('feedback-count');

describe('the feedback form', () => {
  it('counts width as SPEC §5 does while the member types, and marks it over 500', async () => {
    renderWithServices(() => <Harness onSent={vi.fn()} />, {});
    await waitFor(() => expect(count().textContent).toContain('0/500'));
    fireEvent.change(text(), { target: { value: '提款很快ok' } });
    expect(count().textContent).toContain('10/500');
    fireEvent.change(text(), { target: { value: '中'.repeat(251) } });
    expect(count().textContent).toContain('502/500');
    expect(count().className).toContain('is-over');
    // Over the limit the text stays as typed (no lost input); the submit says why it cannot go.
    expect((text() as HTMLTextAreaElement).value).toHaveLength(251);
    fireEvent.click(screen.getByRole('radio', { name: '优化建议' }));
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('反馈内容不能超过500个字符（一个汉字算2个字符）')).toBeTruthy();
  });

  it('sends one feedback however often the button is tapped, trimmed, with the contact', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const onSent = vi.fn();
    const { request } = renderWithServices(() => <Harness onSent={onSent} />, {
      feedbackSubmit: () => new Promise((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(count()).toBeTruthy());
    fireEvent.click(screen.getByRole('radio', { name: '取款问题' }));
    fireEvent.change(text(), { target: { value: '  提款到账能否再快一些？ ' } });
    fireEvent.change(screen.getByLabelText('联系方式（选填）'), { target: { value: ' 微信 wx888 ' } });
    const submit = screen.getByRole('button', { name: '提交反馈' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form') as HTMLFormElement);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request).toHaveBeenCalledWith('feedbackSubmit', { type: 'WITHDRAW', content: '提款到账能否再快一些？', contact: '微信 wx888' });
    await act(async () => answer({ id: 9 }));
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed when the platform refuses it', async () => {
    renderWithServices(() => <Harness onSent={vi.fn()} />, {
      feedbackSubmit: () => Promise.reject(new BusinessError(10001, '提交过于频繁，请稍后再试')),
    });
    await waitFor(() => expect(count()).toBeTruthy());
    fireEvent.click(screen.getByRole('radio', { name: '其他' }));
    fireEvent.change(text(), { target: { value: '页面字体可以再大一点吗' } });
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('提交过于频繁，请稍后再试')).toBeTruthy();
    expect((text() as HTMLTextAreaElement).value).toBe('页面字体可以再大一点吗');
  });
});
