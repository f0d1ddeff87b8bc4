/** What the sessions list and the recent activity say about the device behind a user agent. */
export type DeviceDescription = { name: string; mobile: boolean };

/**
 * Browsers, most specific first: Edge, Opera and Samsung Internet also announce
 * "Chrome", and Chrome also announces "Safari", so the order decides the answer.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bHeadlessChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bAppleWebKit\/.*\bMobile\//, 'Safari'],
  [/^curl\//, 'curl'],
];

/** Systems, again most specific first: Android says "Linux", iPhones say "like Mac OS X". */
const SYSTEMS: [RegExp, string, boolean][] = [
  [/\biPhone\b|\biPod\b/, 'iPhone', true],
  [/\biPad\b/, 'iPad', true],
  [/\bAndroid\b/, 'Android', true],
  [/\bWindows\b/, 'Windows', false],
  [/\bCrOS\b/, 'ChromeOS', false],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS', false],
  [/\bLinux\b|\bX11\b/, 'Linux', false],
];

/**
 * A friendly name for a session's user agent, such as "Chrome on Linux". Only the
 * browser family and the system are named: version numbers change weekly and would
 * make the same device look like a new one.
 */
export function describeDevice(userAgent: string | null): DeviceDescription {
  const agent = userAgent?.trim() ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent));
  const mobile = (system?.[2] ?? false) || /\bMobile\b/.test(agent);
  if (browser && system) return { name: `${browser} on ${system[1]}`, mobile };
  if (browser) return { name: browser, mobile };
  if (system) return { name: `Browser on ${system[1]}`, mobile };
  return { name: 'Unknown device', mobile };
}
