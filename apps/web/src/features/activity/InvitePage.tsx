import type { ApiReply } from '@site/api-contract';
import { Button, Card, Empty, MoneyText, Tag } from '@site/ui';
import { useState } from 'react';
import { ShareLink } from '../../components/ShareLink';
import { DataSlot } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { useLoginRedirect } from '../../components/use-login-redirect';
import type { InviteData } from './loaders';
import { GuestCard } from './GuestCard';
import { KindHero, KindRules, useMemberPart } from './KindIntro';
import { shanghaiDateKey } from '../../components/shanghai-date';
import './activity.css';

const T = {
  title: '邀请好友',
  fallbackTitle: '邀请好友 双方得彩金',
  mine: '我的邀请',
  code: '邀请码',
  copyCode: '复制邀请码',
  link: '邀请链接',
  copyLink: '复制链接',
  qr: '邀请链接二维码',
  qrHint: '好友用手机扫一扫即可注册',
  invited: '已邀请',
  qualified: '已达标',
  people: '人',
  reward: '累计奖励',
  friends: '我邀请的好友',
  noFriends: '还没有好友通过您的链接注册，快去分享吧',
  registered: '注册于',
  deposit: '累计存款',
  notYet: '未达标',
  showAll: (n: number) => `查看全部 ${n} 位好友`,
  guest: '登录后即可获得专属邀请码和邀请链接，好友注册并首存后双方都有奖励。',
  login: '登录后邀请',
} as const;

/** The least height of the member's box: the code, link and QR code, the figures and the first friends. */
const INVITE_HEIGHT = 720;

/**
 * /activity/friendInvitation: the member's code and link to share, the friends it brought and what
 * they earned. Its first view (issue #36, drawn into the HTML by the build) is the hero and the
 * box, the same for every visitor: the member's part fills the box, or the guest's card (drawn at once).
 */
export function InvitePage({ activity, invite }: InviteData) {
  const { toLogin } = useLoginRedirect();
  const shown = useMemberPart(invite);
  return (
    <PageFrame title={T.title}>
      <div className="stack activity-page">
        <KindHero lead activity={activity} fallbackTitle={T.fallbackTitle} />
        <DataSlot className="stack" loading={shown === undefined} minHeight={shown === null ? 0 : INVITE_HEIGHT} rows={8}>
          {shown ? <MemberInvite invite={shown} /> : shown === null ? <GuestCard text={T.guest} login={T.login} onLogin={toLogin} /> : null}
        </DataSlot>
        <KindRules activity={activity} />
      </div>
    </PageFrame>
  );
}

/** Friends shown before 查看全部: the list should not push the rules off the page. */
const FIRST_FRIENDS = 10;

function MemberInvite({ invite }: { invite: ApiReply<'inviteInfo'> }) {
  const [all, setAll] = useState(false);
  const friends = all ? invite.friends : invite.friends.slice(0, FIRST_FRIENDS);
  return (
    <>
      <Card title={T.mine}>
        <ShareLink
          code={{ label: T.code, value: invite.inviteCode, copy: T.copyCode, testId: 'invite-code' }}
          link={{ id: 'invite-link', label: T.link, url: invite.inviteUrl, copy: T.copyLink }}
          qr={{ label: T.qr, hint: T.qrHint }}
        />
      </Card>
      <dl className="activity-stats">
        <div>
          <dt>{T.invited}</dt>
          <dd>
            {invite.invitedCount} {T.people}
          </dd>
        </div>
        <div>
          <dt>{T.qualified}</dt>
          <dd>
            {invite.qualifiedCount} {T.people}
          </dd>
        </div>
        <div>
          <dt>{T.reward}</dt>
          <dd>
            <MoneyText value={invite.totalReward} />
          </dd>
        </div>
      </dl>
      <Card title={T.friends}>
        {invite.friends.length === 0 ? (
          <Empty description={T.noFriends} />
        ) : (
          <ul className="activity-rows">
            {friends.map((f, i) => (
              <li key={`${f.username}-${i}`} className="activity-row">
                <span className="activity-row__main">
                  <span className="activity-row__title">{f.username}</span>
                  <span className="activity-row__sub">
                    {T.registered} {shanghaiDateKey(f.registeredAt)} · {T.deposit} <MoneyText value={f.deposit} symbol={null} />
                  </span>
                </span>
                {f.reward > 0 ? <MoneyText value={f.reward} className="activity-row__gain" /> : <Tag>{T.notYet}</Tag>}
              </li>
            ))}
          </ul>
        )}
        {friends.length < invite.friends.length ? (
          <Button block size="small" variant="text" onClick={() => setAll(true)}>
            {T.showAll(invite.friends.length)}
          </Button>
        ) : null}
      </Card>
    </>
  );
}
