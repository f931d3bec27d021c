import { Button } from '@site/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { PageLead } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { useIsMember } from '../../state/use-is-member';
import { GAME_CATEGORIES } from '../../components/game-categories';
import './customer.css';

const BLURBS: Record<string, string> = {
  TY: '足球、篮球等热门赛事',
  DZ: '经典老虎机与热门电子',
  DJ: '英雄联盟、王者荣耀等',
  ZR: '百家乐、龙虎等真人桌台',
  CP: '快三、时时彩等玩法',
  QP: '斗地主、麻将等棋牌',
  FISH: '多人捕鱼，轻松上手',
};

/** Try the lobbies before signing up; real-money play needs an account. */
export function DemoPage() {
  const navigate = useNavigate();
  const member = useIsMember();
  return (
    <PageFrame title="试玩体验">
      <div className="stack">
        <PageLead heading title="免费试玩，先体验再决定" text="浏览各个游戏大厅，了解玩法与赔率；试玩不涉及真实资金。" />
        <ul className="demo__list">
          {GAME_CATEGORIES.map((category) => (
            <li key={category.key}>
              <Link to={category.path} className="demo__item">
                <strong>{category.name}</strong>
                <span>{BLURBS[category.key]}</span>
              </Link>
            </li>
          ))}
        </ul>
        {member ? null : (
          <>
            <p className="customer__note">注册成为会员后即可真实投注、参与优惠活动并享受VIP特权。</p>
            <Button variant="primary" size="large" block onClick={() => void navigate({ to: '/user/register' })}>
              立即注册
            </Button>
          </>
        )}
      </div>
    </PageFrame>
  );
}
