import type { ApiReply } from '@site/api-contract';
import { Button, Empty, InfiniteList } from '@site/ui';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { PageFrame } from '../../components/PageFrame';
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
  /** The first page, from the route's loader. */
  first: ApiReply<'mailList'>;
  filter: 'unread' | undefined;
}

/**
 * `/mine/mail`: the member's station mail, newest first, more pages as the list scrolls. A mail
 * opens over the list and is marked read; 编辑 selects several to mark read or delete. The filter
 * (all / unread) lives in the URL.
 */
export function MailPage({ first, filter }: MailPageProps) {
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
    <PageFrame title="站内信">
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
          height="calc(100dvh - 48px - 84px)"
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
    </PageFrame>
  );
}
