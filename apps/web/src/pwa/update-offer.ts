import './update-offer.css';

export const UPDATE_OFFER_TEXT = '新版本已就绪，点击刷新';

/**
 * The bar that offers the new version, drawn without React (this module loads apart from the app
 * and must stay tiny). One at a time; it stays until the member taps it.
 */
export function showUpdateOffer(accept: () => void, doc: Document = document): void {
  if (doc.querySelector('.sw-update')) return;
  const bar = doc.createElement('div');
  bar.className = 'sw-update';
  bar.setAttribute('role', 'status');
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'sw-update__button';
  button.textContent = UPDATE_OFFER_TEXT;
  button.addEventListener('click', () => {
    button.disabled = true;
    accept();
  });
  bar.append(button);
  doc.body.append(bar);
}
