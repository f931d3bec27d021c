import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QRCode } from './QRCode';

describe('QRCode', () => {
  it('draws an SVG image named for its purpose, with a 4-module quiet zone', () => {
    render(<QRCode value="https://example.com/download-page" label="APP 下载二维码" size={200} />);
    const image = screen.getByRole('img', { name: 'APP 下载二维码' });
    expect(image.getAttribute('width')).toBe('200');
    // Version 3 is 29 modules; with 4 on each side the view box is 37.
    expect(image.getAttribute('viewBox')).toBe('0 0 37 37');
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
  });

  it('says so when the content is too long', () => {
    render(<QRCode value={'x'.repeat(3000)} />);
    expect(screen.getByRole('alert').textContent).toBe('内容过长，无法生成二维码');
  });
});
