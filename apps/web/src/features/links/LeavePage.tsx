import { leaveTarget } from '@site/validation';
import { Button, Result } from '@site/ui';
import { useRouter } from '@tanstack/react-router';
import { drawnByBuild, PageLead } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import './leave.css';

export const LEAVE_TEXT = {
  title: '即将离开本站',
  leadTitle: '外部链接 · 安全提示',
  leadText: '请核对下方地址，确认可信后再继续访问',
  lead: '您即将离开本站，前往：',
  address: '完整地址',
  warning: '该网站不由本站运营，本站无法保证其内容与安全。请勿在外部网站填写本站的账号、密码或验证码，谨防诈骗。',
  go: '继续访问',
  stay: '留在本站',
  invalidTitle: '链接无效',
  invalidText: '该链接无法打开，已为您拦截。',
  home: '返回首页',
} as const;

/**
 * The stop before an outside address (issue #27 item 3): the full domain, large, and the whole
 * address, and the member decides. Anyone can open `/leave?to=…`, so the target is checked again
 * here: only an absolute http(s) address is offered; the link sends no referrer.
 *
 * Its first view is in the HTML (issue #36), drawn by the build, which cannot know `?to=` (one file
 * serves every address, and the server does not read the search): the HTML holds what does not
 * depend on it — the frame, the heading block, the card with its first line and the warning — with
 * the host's and the address's boxes empty at their least height and the buttons' box empty (a
 * button there would do nothing until the app runs, and the address is not checked yet). The app's
 * first render fills those boxes in place (an address longer than two lines, or a host longer than
 * one, pushes the warning down as it did before), or, for no or a bad `to`, puts 链接无效 in the
 * card's place.
 */
export function LeavePage({ to }: { to: string | undefined }) {
  const router = useRouter();
  const building = drawnByBuild();
  const target = building ? null : leaveTarget(to);
  const stay = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/' });
  };
  return (
    <PageFrame title={LEAVE_TEXT.title}>
      <div className="stack">
        <PageLead title={LEAVE_TEXT.leadTitle} text={LEAVE_TEXT.leadText} />
        {building || target ? (
          <section className="stack leave" aria-label={LEAVE_TEXT.title}>
            <p className="leave__lead">{LEAVE_TEXT.lead}</p>
            <p className="leave__host" data-testid="leave-host">
              <bdi>{target?.host}</bdi>
            </p>
            <p className="leave__url">
              <span className="leave__label">{LEAVE_TEXT.address}：</span>
              <bdi data-testid="leave-url">{target?.url}</bdi>
            </p>
            <p className="leave__warning" role="note">
              {LEAVE_TEXT.warning}
            </p>
            <div className="leave__actions">
              {target ? (
                <>
                  <Button variant="default" size="large" block onClick={stay}>
                    {LEAVE_TEXT.stay}
                  </Button>
                  <a className="site-button site-button--primary site-button--large site-button--block" href={target.url} rel="noopener noreferrer" referrerPolicy="no-referrer">
                    {LEAVE_TEXT.go}
                  </a>
                </>
              ) : null}
            </div>
          </section>
        ) : (
          <Result
            status="warning"
            title={LEAVE_TEXT.invalidTitle}
            description={LEAVE_TEXT.invalidText}
            actions={
              <Button variant="primary" onClick={() => void router.navigate({ to: '/' })}>
                {LEAVE_TEXT.home}
              </Button>
            }
          />
        )}
      </div>
    </PageFrame>
  );
}
