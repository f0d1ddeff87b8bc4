import { configApi, imageUrl, type SiteConfig } from '@ante/core';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export const siteConfigKey = ['config', 'site'] as const;

/** The operator's site settings (image host, support e-mail, help centre); they change only with a restart. */
export function useSiteConfig() {
  return useQuery({
    queryKey: siteConfigKey,
    queryFn: () => api.call(configApi.site),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The widths (docs/product.md#sizes-and-counts) an image is ever requested at (sizes, then device widths). */
export const IMAGE_WIDTHS = [
  16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840,
] as const;

/** The smallest listed width that covers `width` (so the image host caches a handful of sizes). */
export function imageWidthFor(width: number): number {
  return IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? 3840;
}

/** An image source rewritten to the image host (docs/product.md#calls). */
export function siteImageUrl(path: string, imageHost: string | null | undefined, width: number): string {
  return imageUrl(path, imageHost, { width: imageWidthFor(width) });
}

/**
 * An image path rewritten to the image host. Undefined until the site settings are
 * known, so a browser never fetches the unrewritten path first; if they cannot be
 * read, the path is used as it is.
 */
export function useImageSrc(path: string, width: number): string | undefined {
  const { data, isError } = useSiteConfig();
  if (!data && !isError) return undefined;
  return siteImageUrl(path, data?.imageHost, width);
}

/** Until the site settings arrive (or if they cannot be read), the stock address stands. */
export const DEFAULT_SUPPORT_EMAIL = 'support@ante.example';
/** The casino's own help centre, which the Support links open unless the operator names another. */
export const HELP_CENTER_PATH = '/help';

/** The operator's support e-mail (SUPPORT_EMAIL on the server). */
export function useSupportEmail(): string {
  return useSiteConfig().data?.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
}

/**
 * Where the Support links lead: the operator's outside help centre (HELP_CENTER_URL on
 * the server), opened in a new tab, or the casino's own at /help, in the app.
 */
export type HelpCenterLink = { external: true; href: string } | { external: false; to: string };

export function helpCenterLink(url: string | null | undefined): HelpCenterLink {
  return url ? { external: true, href: url } : { external: false, to: HELP_CENTER_PATH };
}

export function useHelpCenterLink(): HelpCenterLink {
  return helpCenterLink(useSiteConfig().data?.helpCenterUrl);
}

export const DEFAULT_SOCIALS: SiteConfig['socials'] = {
  x: 'https://x.com/',
  telegram: 'https://t.me/',
  instagram: 'https://www.instagram.com/',
};
export const DEFAULT_LICENSE: SiteConfig['license'] = { text: 'Licensed gaming operator', url: null };

/** The footer's social links (SOCIAL_*_URL on the server). */
export function useSocialLinks(): SiteConfig['socials'] {
  return useSiteConfig().data?.socials ?? DEFAULT_SOCIALS;
}

/** The footer's licence badge (LICENSE_TEXT and LICENSE_URL on the server). */
export function useLicense(): SiteConfig['license'] {
  return useSiteConfig().data?.license ?? DEFAULT_LICENSE;
}

/** Whether the test-only crash page is mounted (CRASH_PROBE on the server); off until the server says so. */
export function useCrashProbe(): boolean {
  return useSiteConfig().data?.crashProbe === true;
}
