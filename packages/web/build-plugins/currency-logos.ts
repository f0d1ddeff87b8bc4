import type { Plugin } from 'vite';
import { CRYPTO_CODES, CRYPTO_CURRENCIES, type CryptoCode } from '../../core/src/money/currencies';
import { TETHER_MARK_SVG } from './tether-mark';

/**
 * Serves each coin's logo at the path its currency catalogue entry names
 * (`/img/currencies/btc.svg`): written into the build by `vite build`, answered by the
 * dev server. The logos come from the web3icons package (MIT, see the README's
 * Credits): each coin's mark on its brand-coloured tile, which reads on the dark
 * theme where a bare black mark (XRP) would not. They are copied into the build, so
 * the browser never fetches a logo from another site. USDT is the exception: the set
 * draws it as a gem, so it gets Tether's own mark, drawn in tether-mark.ts.
 */
export function currencyLogos(): Plugin {
  let logos: Promise<Map<string, string>> | undefined;
  const load = () => {
    logos ??= Promise.all(
      CRYPTO_CODES.map(async (code) => [CRYPTO_CURRENCIES[code].image, await logoSvg(code)] as const),
    ).then((entries) => new Map(entries));
    return logos;
  };
  return {
    name: 'ante-currency-logos',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        load().then((all) => {
          const svg = all.get(path);
          if (svg === undefined) return next();
          response.setHeader('content-type', 'image/svg+xml');
          response.end(svg);
        }, next);
      });
    },
    async generateBundle() {
      for (const [path, svg] of await load()) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: svg });
      }
    },
  };
}

const ATTRIBUTION =
  '<!-- Logo from Web3 Icons (https://github.com/0xa3k5/web3icons), MIT License, Copyright (c) 2024 0xa3k5 -->';

async function logoSvg(code: CryptoCode): Promise<string> {
  if (code === 'USDT') return TETHER_MARK_SVG;
  const module: { default: string } = await import(`@web3icons/core/svgs/tokens/background/${code}.svg.js`);
  return `${ATTRIBUTION}\n${module.default}`;
}
