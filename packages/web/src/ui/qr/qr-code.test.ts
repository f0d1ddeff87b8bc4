import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './qr-code';

describe('QrCode', () => {
  it('renders an SVG image, labelled, at the size asked', () => {
    const html = renderToStaticMarkup(
      createElement(QrCode, {
        value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        size: 136,
        label: 'QR code',
      }),
    );
    expect(html).toMatch(/^<svg[^>]* role="img"/);
    expect(html).toContain('aria-label="QR code"');
    expect(html).toContain('width="136"');
    expect(html).toMatch(/<path d="M\d/);
  });

  it('draws the symbol the package encodes, with a quiet zone of four modules', () => {
    // Version 1 (21 modules) holds a short text; its finder pattern starts at the top-left corner.
    const { side, path } = qrPath('ante');
    expect(side).toBe(21 + 8);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
    // A longer text needs a larger version.
    expect(
      qrPath('otpauth://totp/Ante:player?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Ante').side,
    ).toBeGreaterThan(side);
  });
});
