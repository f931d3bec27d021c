import { ServicePage } from './ServicePage';
import { ERROR_ICON } from './service-icons';

/** SPEC §8: a render error shows an error page, with a way back (reload or home). */
export function ErrorPage({ reset }: { reset?: () => void }) {
  return (
    <ServicePage
      icon={ERROR_ICON}
      title="页面出错了"
      actions={
        <>
          <button
            type="button"
            onClick={() => {
              if (reset) reset();
              else window.location.reload();
            }}
          >
            重新加载
          </button>
          <a href="/">返回首页</a>
        </>
      }
    >
      <p>页面加载时发生了意外错误，请重新加载或返回首页。</p>
      <p>如果问题持续出现，请联系在线客服。</p>
    </ServicePage>
  );
}
