import { Button, Empty, Skeleton } from '@site/ui';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { chooseWebVersion } from '../../shell/web-version-choice';
import { servicesAtom } from '../../state/services';
import './download.css';

interface DownloadInfo {
  iosUrl: string;
  androidUrl: string;
  version: string;
  features: string[];
}

const isWebUrl = (u: string) => /^https?:\/\//i.test(u);

/**
 * /download and /download-page (the mobile redirect's target). The latter also offers the way
 * back to the web version, to where the member was going (`from`, stored before the redirect).
 */
export function DownloadPage({ fromRedirect }: { fromRedirect: boolean }) {
  const { client } = useAtomValue(servicesAtom);
  const navigate = useNavigate();
  const [info, setInfo] = useState<DownloadInfo | null | 'error'>(null);

  useEffect(() => {
    let live = true;
    client
      .request('downloadInfo')
      .then((d) => live && setInfo(d))
      .catch(() => live && setInfo('error'));
    return () => {
      live = false;
    };
  }, [client]);

  const stayOnWeb = () => {
    chooseWebVersion(localStorage, Date.now());
    const from = localStorage.getItem('from');
    void navigate({ to: from && from.startsWith('/') && !from.startsWith('/download') ? from : '/', replace: true });
  };

  return (
    <PageFrame title="下载客户端" back={!fromRedirect}>
      <section className="download">
        <div className="download__logo" aria-hidden="true">
          ★
        </div>
        <h2 className="download__heading">随时随地，畅享精彩</h2>
        {info === null ? (
          <Skeleton rows={3} />
        ) : info === 'error' ? (
          <Empty description="下载信息加载失败，请稍后重试" />
        ) : (
          <>
            <p className="download__version">当前版本 {info.version}</p>
            <ul className="download__features">
              {info.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <div className="download__buttons">
              {isWebUrl(info.iosUrl) ? (
                <a className="download__store" href={info.iosUrl} rel="noopener noreferrer">
                  苹果手机下载
                </a>
              ) : null}
              {isWebUrl(info.androidUrl) ? (
                <a className="download__store" href={info.androidUrl} rel="noopener noreferrer">
                  安卓手机下载
                </a>
              ) : null}
            </div>
          </>
        )}
        {fromRedirect ? (
          <Button variant="default" block onClick={stayOnWeb}>
            继续访问网页版
          </Button>
        ) : null}
      </section>
    </PageFrame>
  );
}
