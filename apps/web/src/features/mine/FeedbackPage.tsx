import type { ApiReply } from '@site/api-contract';
import { Button, Empty, Skeleton, Tag } from '@site/ui';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { DataSlot, drawnByBuild, PageLead } from '../../components/FirstView';
import { LoadFailed } from '../../components/LoadViews';
import { PageFrame } from '../../components/PageFrame';
import { useDeferred } from '../../components/use-deferred';
import { DraftNote, useDraft, useDraftOnOpen } from '../../components/use-draft';
import { FEEDBACK_TYPE_OPTIONS, feedbackTypeLabel } from './feedback-view';
import { EMPTY_DRAFT, FeedbackForm } from './FeedbackForm';
import type { FeedbackDraft } from './FeedbackForm';
import { shanghaiDateTime } from '../../components/shanghai-date';
import './segmented.css';
import './feedback.css';

type Feedback = ApiReply<'feedbackList'>['list'][number];

interface FeedbackPageProps {
  tab: 'mine' | undefined;
  /** The member's feedback, started by the route's loader and not waited for. */
  list: Promise<ApiReply<'feedbackList'>>;
}

function FeedbackItem({ item }: { item: Feedback }) {
  return (
    <li className="feedback-item" data-testid="feedback-item">
      <div className="feedback-item__head">
        <Tag tone="primary">{feedbackTypeLabel(item.type)}</Tag>
        <time className="feedback-item__time">{shanghaiDateTime(item.createdAt)}</time>
      </div>
      <p className="feedback-item__content">{item.content}</p>
      {item.contact ? <p className="feedback-item__contact">联系方式：{item.contact}</p> : null}
      {item.reply ? (
        <div className="feedback-reply">
          <p className="feedback-reply__who">
            平台回复{item.repliedAt ? <time> · {shanghaiDateTime(item.repliedAt)}</time> : null}
          </p>
          <p className="feedback-reply__text" data-testid="feedback-reply">
            {item.reply}
          </p>
        </div>
      ) : (
        <p className="feedback-item__waiting">
          <Tag tone="warning">待回复</Tag> 客服将在 24 小时内回复您
        </p>
      )}
    </li>
  );
}

function MyFeedback({ list, notice, onWrite }: { list: FeedbackPageProps['list']; notice: string | null; onWrite: () => void }) {
  const router = useRouter();
  const state = useDeferred(list);
  return (
    <div className="stack feedback-mine">
      {notice ? (
        <p className="money-notice money-notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      {state.status === 'loading' ? (
        <Skeleton rows={4} label="反馈记录加载中" />
      ) : state.status === 'error' ? (
        <LoadFailed error={state.error} onRetry={() => void router.invalidate()} />
      ) : state.data.list.length === 0 ? (
        <Empty description="您还没有提交过反馈" action={<Button variant="primary" onClick={onWrite}>去提交反馈</Button>} />
      ) : (
        <ul className="feedback-list">
          {state.data.list.map((item) => (
            <FeedbackItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

const DRAFT = 'feedback';

/** A stored draft as the form's values; a type the form does not offer is dropped. */
function fromStored(stored: Readonly<Record<string, string>> | null): FeedbackDraft {
  if (stored === null) return EMPTY_DRAFT;
  const type = FEEDBACK_TYPE_OPTIONS.find((o) => o.value === stored['type'])?.value ?? '';
  return { type, content: stored['content'] ?? '', contact: stored['contact'] ?? '' };
}

/** The least height of the views' box: the form, the taller of the two views on a phone. */
const PANEL_HEIGHT = 547;

/**
 * `/mine/feedback`: send feedback, and read the platform's replies to earlier ones. Its first view
 * (issue #36, drawn into the HTML by the build) is the heading block, the two views' switch and the
 * views' box of the form's size, loading: no field, which would take no input until the app runs
 * (one HTML serves both views: `?tab=` is not the server's to read). The app's first render draws
 * the form (with a kept draft) or 我的反馈 in that box.
 */
export function FeedbackPage({ tab, list }: FeedbackPageProps) {
  const navigate = useNavigate();
  const router = useRouter();
  // What was typed comes back after a 6001 → login → back, a reload or a crash (#38 item 3).
  const opened = useDraftOnOpen(DRAFT);
  const [draft, setDraft] = useState<FeedbackDraft>(() => fromStored(opened));
  const kept = useDraft(DRAFT, { type: draft.type, content: draft.content, contact: draft.contact }, opened);
  const [notice, setNotice] = useState<string | null>(null);
  const building = drawnByBuild();
  const show = (next: 'mine' | undefined) => {
    if (next !== 'mine') setNotice(null);
    void navigate({ to: '/mine/feedback', search: next ? { tab: next } : {}, replace: true });
  };

  return (
    <PageFrame title="意见反馈">
      <div className="stack feedback-page">
        <PageLead title="意见反馈 · 客服 24 小时内回复" text="您的建议帮助我们做得更好" />
        {/* The two views are addresses (?tab=mine), so a link can open 我的反馈 directly. */}
        <nav className="mine-segmented feedback-views" aria-label="意见反馈">
          <Link to="/mine/feedback" search={{}} replace className="mine-segmented__item" aria-current={tab ? undefined : 'page'} onClick={() => setNotice(null)}>
            提交反馈
          </Link>
          <Link to="/mine/feedback" search={{ tab: 'mine' }} replace className="mine-segmented__item" aria-current={tab ? 'page' : undefined}>
            我的反馈
          </Link>
        </nav>
        <DataSlot className={building ? 'feedback-panel feedback-panel--frame' : 'feedback-panel'} loading={building} minHeight={PANEL_HEIGHT} rows={8}>
          {tab === 'mine' ? (
            <MyFeedback list={list} notice={notice} onWrite={() => show(undefined)} />
          ) : (
            <>
            <DraftNote draft={kept} onClear={() => setDraft(EMPTY_DRAFT)} />
            <FeedbackForm
              draft={draft}
              onDraft={setDraft}
              onSent={() => {
                kept.clear();
                setDraft(EMPTY_DRAFT);
                setNotice('提交成功，感谢您的反馈！客服将在 24 小时内回复您。');
                show('mine');
                void router.invalidate();
              }}
            />
            </>
          )}
        </DataSlot>
      </div>
    </PageFrame>
  );
}
