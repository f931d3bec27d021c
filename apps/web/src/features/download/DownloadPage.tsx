import type { DownloadInfo } from '@site/api-contract';
import { Button, Card, Empty, QRCode } from '@site/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DataSlot } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { usePlatformLinks } from '../../components/use-platform-links';
import { useDeferred } from '../../components/use-deferred';
import { chooseWebVersion } from '../../shell/web-version-choice';
import { INSTALL_STEPS } from './install-steps';
import './download.css';

const isWebUrl = (u: string) => /^https?:\/\//i.test(u);

function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="download__steps">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

/**
 * An app store link from the platform (issue #35 item 7): opened as every platform link is — a site
 * path in the app, an allowlisted origin directly, any other address through 即将离开本站 — and
 * not shown when it is no web address at all.
 */
function StoreLink({ url, children }: { url: string; children: string }) {
  const { prepare, hrefOf, open } = usePlatformLinks();
  useEffect(() => prepare([url]), [prepare, url]);
  const href = hrefOf(url);
  if (href === undefined) return null;
  return (
    <a
      className="download__store"
      href={href}
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        open(url);
      }}
    >
      {children}
    </a>
  );
}

/**
 * The least height of the links' box: the version line, three features, the two buttons and the QR
 * code with its caption, as they usually come. Reserved from the first render, so the install
 * steps below do not move when they arrive (it was a layout shift of 0.22).
 */
const APP_LINKS_HEIGHT = 424;

/** The app's links and QR code, from the platform: they fill in once downloadInfo answers, in a box of fixed least height. */
function AppLinks({ info }: { info: Promise<DownloadInfo> }) {
  const view = useDeferred(info);
  return (
    <DataSlot className="download__links" loading={view.status === 'loading'} minHeight={APP_LINKS_HEIGHT} rows={6}>
      {view.status === 'ready' ? <AppLinksOf info={view.data} /> : <Empty description="下载信息加载失败，请稍后重试" />}
    </DataSlot>
  );
}

function AppLinksOf({ info }: { info: DownloadInfo }) {
  const { iosUrl, androidUrl, version, features, qrCode } = info;
  return (
    <>
      <p className="download__version">当前版本 {version}</p>
      <ul className="download__features">
        {features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <div className="download__buttons">
        <StoreLink url={iosUrl}>苹果手机下载</StoreLink>
        <StoreLink url={androidUrl}>安卓手机下载</StoreLink>
      </div>
      {isWebUrl(qrCode) ? (
        <figure className="download__qr">
          <QRCode value={qrCode} size={148} label="客户端下载二维码" />
          <figcaption>用手机相机或浏览器扫一扫，下载客户端</figcaption>
        </figure>
      ) : null}
    </>
  );
}

/**
 * /download and /download-page (the mobile redirect's target). The latter also offers the way
 * back to the web version, to where the member was going (`from`, stored before the redirect).
 */
export function DownloadPage({ fromRedirect, info }: { fromRedirect: boolean; info: Promise<DownloadInfo> }) {
  const navigate = useNavigate();

  const stayOnWeb = () => {
    chooseWebVersion(localStorage, Date.now());
    const from = localStorage.getItem('from');
    void navigate({ to: from && from.startsWith('/') && !from.startsWith('/download') ? from : '/', replace: true });
  };

  return (
    <PageFrame title="下载客户端" back={!fromRedirect}>
      <div className="stack download">
        <section className="download__hero" aria-labelledby="download-title">
          <img className="download__logo" src="/icons/icon.svg" width="88" height="88" alt="" />
          <h2 id="download-title" className="download__heading">
            随时随地，畅享精彩
          </h2>
          <AppLinks info={info} />
          {fromRedirect ? (
            <Button variant="default" block onClick={stayOnWeb}>
              继续访问网页版
            </Button>
          ) : null}
        </section>
        <Card title="苹果手机安装步骤">
          <Steps steps={INSTALL_STEPS.ios} />
        </Card>
        <Card title="安卓手机安装步骤">
          <Steps steps={INSTALL_STEPS.android} />
        </Card>
        <Card title="不想下载？添加网页版到主屏幕">
          <p className="download__text">网页版可以像客户端一样安装到桌面，打开后全屏显示，更新无需重新下载。</p>
          <Steps steps={INSTALL_STEPS.homeScreen} />
          <p className="download__text">
            安装遇到问题？请看
            <Link to="/help/$topic" params={{ topic: 'tjllq' }}>
              推荐浏览器
            </Link>
            或联系
            <Link to="/customer/main">在线客服</Link>。
          </p>
        </Card>
      </div>
    </PageFrame>
  );
}
