import { Button, Cell, List } from '@site/ui';
import { useNavigate } from '@tanstack/react-router';
import { AuthPage } from './AuthPage';

const STEPS = [
  { title: '完善个人资料', label: '填写昵称与生日，方便客服为您服务', href: '/mine/userInfo' },
  { title: '实名认证', label: '保障账户与资金安全', href: '/mine/userInfo/authentication' },
  { title: '绑定银行卡', label: '取款前需要绑定一张本人银行卡', href: '/mine/addBankCard' },
  { title: '首次存款', label: '支持银行卡、支付宝、微信与USDT', href: '/mine/finance/deposit' },
  { title: '领取新人优惠', label: '首存加赠等活动等您参加', href: '/activity/discount' },
] as const;

/** The new member's first steps, shown right after registration. */
export function RegisterGuidePage() {
  const navigate = useNavigate();
  return (
    <AuthPage title="新手指引" lead="注册成功，欢迎加入！完成以下几步，即可畅玩全站">
      <List inset>
        {STEPS.map((step, index) => (
          <Cell key={step.href} title={`${index + 1}. ${step.title}`} label={step.label} href={step.href} />
        ))}
      </List>
      <p className="auth__footer">
        <Button variant="primary" size="large" block onClick={() => void navigate({ to: '/' })}>
          先去首页逛逛
        </Button>
      </p>
    </AuthPage>
  );
}
