import type { ApiReply } from '@site/api-contract';
import { Button, Empty, InfiniteList } from '@site/ui';
import { Link, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { DataSlot, PageLead } from '../../components/FirstView';
import { LoadFailed } from '../../components/LoadViews';
import { PageFrame } from '../../components/PageFrame';
import { useDeferred } from '../../components/use-deferred';
import { servicesAtom } from '../../state/services';
import { confirmDialog } from './confirm';
import { hasMore } from './mail-list';
import type { Mail } from './mail-list';
import { MailReader } from './MailReader';
import { MailRow } from './MailRow';
import { useMailbox } from './use-mailbox';
import './segmented.css';
import './mail.css';

interface MailPageProps {
  /** The first page, asked for by the route's loader and not waited for. */
  first: Promise<ApiReply<'mailList'>>;
  filter: 'unread' | undefined;
}

/** The least height of the mailbox's box: the filters and a phone's screen of mail. */
const MAILBOX_HEIGHT = 560;

/**
 * `/mine/mail`: the member's station mail, newest first, more pages as the list scrolls. A mail
 * opens over the list and is marked read; 编辑 selects several to mark read or delete. The filter
 * (all / unread) lives in the URL. Its first view (issue #36, drawn into the HTML by the build) is
 * the heading block and the mailbox's box, which the first page fills.
 */
export function MailPage({ first, filter }: MailPageProps) {
  const router = useRouter();
  const view = useDeferred(first);
  // Another filter asks again with a new promise: the mail shown stays until its first page comes.
  const [last, setLast] = useState<ApiReply<'mailList'> | null>(null);
  if (view.status === 'ready' && view.data !== last) setLast(view.data);
  const shown = view.status === 'ready' ? view.data : view.status === 'loading' ? last : null;
  return (
    <PageFrame title="站内信">
      <PageLead title="站内信" text="平台通知、活动消息与到账提醒" />
      <DataSlot className="mail-box" loading={shown === null && view.status === 'loading'} minHeight={MAILBOX_HEIGHT} rows={6}>
        {shown ? <Mailbox first={shown} filter={filter} /> : null}
        {view.status === 'error' ? <LoadFailed error={view.error} onRetry={() => void router.invalidate()} /> : null}
      </DataSlot>
    </PageFrame>
  );
}

/** The mailbox: filters, 编辑, the list and the open mail. */
function Mailbox({ first, filter }: { first: ApiReply<'mailList'>; filter: 'unread' | undefined }) {
  const { dialogs } = useAtomValue(servicesAtom);
  const box = useMailbox(first, filter === 'unread');
  const [open, setOpen] = useState<Mail | null>(null);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const lastRow = useRef<HTMLElement | null>(null);
  const now = Date.now();
  const items = box.list.items;

  const openMail = useCallback(
    (mail: Mail) => {
      lastRow.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(mail);
      if (!mail.read) void box.read([mail.id]);
    },
    [box],
  );
  const closeMail = useCallback(() => {
    setOpen(null);
    lastRow.current?.focus();
  }, []);
  const toggle = useCallback((id: number) => {
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  // One confirm at a time: a double tap on 删除 asks once.
  const asking = useRef(false);
  const askDelete = async (ids: readonly number[]) => {
    if (asking.current) return false;
    asking.current = true;
    const sure = await confirmDialog(dialogs, {
      title: '删除站内信',
      content: ids.length === 1 ? '删除后无法恢复，确定删除这封站内信吗？' : `删除后无法恢复，确定删除选中的 ${String(ids.length)} 封站内信吗？`,
      ok: '删除',
    }).finally(() => {
      asking.current = false;
    });
    if (!sure) return false;
    return box.remove(ids);
  };

  const allSelected = items.length > 0 && items.every((m) => selected.has(m.id));
  const chosen = items.filter((m) => selected.has(m.id)).map((m) => m.id);
  const openNow = open ? (items.find((m) => m.id === open.id) ?? null) : null;

  return (
    <>
      <div className="mail-page">
        <div className="mail-toolbar">
          <nav className="mine-segmented" aria-label="站内信筛选">
            <Link to="/mine/mail" search={{}} className="mine-segmented__item" aria-current={filter ? undefined : 'page'}>
              全部
            </Link>
            <Link to="/mine/mail" search={{ filter: 'unread' }} className="mine-segmented__item" aria-current={filter ? 'page' : undefined}>
              未读{box.unread ? <span data-testid="mail-unread-count">（{box.unread}）</span> : null}
            </Link>
          </nav>
          {items.length > 0 ? (
            <Button
              size="small"
              variant="text"
              onClick={() => {
                setEditing(!editing);
                setSelected(new Set());
              }}
            >
              {editing ? '完成' : '编辑'}
            </Button>
          ) : null}
        </div>
        {box.error ? (
          <p className="money-alert" role="alert">
            {box.error}
          </p>
        ) : null}
        <InfiniteList
          className={editing ? 'mail-list is-editing' : 'mail-list'}
          label="站内信列表"
          items={items}
          getKey={(m) => m.id}
          estimateSize={76}
          height="calc(100dvh - 48px - 84px - 100px)"
          hasMore={hasMore(box.list)}
          loading={box.loading}
          error={box.pageFailed}
          onLoadMore={box.loadMore}
          renderItem={(mail) => <MailRow mail={mail} now={now} editing={editing} selected={selected.has(mail.id)} onOpen={openMail} onToggle={toggle} />}
          empty={
            filter ? (
              <Empty
                description="没有未读的站内信"
                action={
                  <Link to="/mine/mail" search={{}} className="mail-empty-link">
                    查看全部站内信
                  </Link>
                }
              />
            ) : (
              <Empty
                description="暂无站内信，平台通知和活动消息会发送到这里"
                action={
                  <Link to="/mine" className="mail-empty-link">
                    返回会员中心
                  </Link>
                }
              />
            )
          }
        />
        {editing ? (
          <div className="mail-editbar" role="toolbar" aria-label="批量操作">
            <label className="mail-editbar__all">
              <input type="checkbox" checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((m) => m.id)))} />
              全选
            </label>
            <Button size="small" disabled={chosen.length === 0 || box.busy} onClick={() => void box.read(chosen).then(() => setSelected(new Set()))}>
              标为已读{chosen.length ? `（${String(chosen.length)}）` : ''}
            </Button>
            <Button
              size="small"
              variant="danger"
              disabled={chosen.length === 0}
              loading={box.busy}
              onClick={() =>
                void askDelete(chosen).then((done) => {
                  if (done) setSelected(new Set());
                })
              }
            >
              删除{chosen.length ? `（${String(chosen.length)}）` : ''}
            </Button>
          </div>
        ) : null}
      </div>
      {openNow ? (
        <MailReader
          mail={openNow}
          deleting={box.busy}
          onClose={closeMail}
          onDelete={() =>
            void askDelete([openNow.id]).then((done) => {
              if (done) setOpen(null);
            })
          }
        />
      ) : null}
    </>
  );
}
