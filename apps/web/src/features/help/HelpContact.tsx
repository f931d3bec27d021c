import { SiteLink } from './SiteLink';

/** The way out of the help centre when the text did not answer: a person. */
export function HelpContact() {
  return (
    <section className="help-contact" aria-labelledby="help-contact-title">
      <h2 id="help-contact-title" className="help-contact__title">
        没有找到答案？
      </h2>
      <p className="help-contact__text">在线客服 7×24 小时为您服务，也可以在意见反馈中给我们留言。</p>
      <div className="help-contact__actions">
        <SiteLink href="/customer/main" className="site-button site-button--primary">
          联系在线客服
        </SiteLink>
        <SiteLink href="/mine/feedback" className="site-button">
          意见反馈
        </SiteLink>
      </div>
    </section>
  );
}
