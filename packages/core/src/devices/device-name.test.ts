import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-name';

const AGENTS = {
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.7 Mobile/15E148 Safari/604.1',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('describeDevice', () => {
  it.each([
    ['chromeLinux', 'Chrome on Linux', false],
    ['headlessChrome', 'Chrome on Linux', false],
    ['edgeWindows', 'Edge on Windows', false],
    ['operaMac', 'Opera on macOS', false],
    ['firefoxMac', 'Firefox on macOS', false],
    ['safariMac', 'Safari on macOS', false],
    ['safariIphone', 'Safari on iPhone', true],
    ['chromeIphone', 'Chrome on iPhone', true],
    ['chromeAndroid', 'Chrome on Android', true],
    ['samsungAndroid', 'Samsung Internet on Android', true],
    ['firefoxAndroid', 'Firefox on Android', true],
    ['safariIpad', 'Safari on iPad', true],
    ['chromebook', 'Chrome on ChromeOS', false],
  ] as const)('names %s "%s"', (agent, name, mobile) => {
    expect(describeDevice(AGENTS[agent])).toEqual({ name, mobile });
  });

  it('names a command-line client by itself', () => {
    expect(describeDevice('curl/7.88.1').name).toBe('curl');
  });

  it('names the system when the browser is unknown', () => {
    expect(describeDevice('SomeBrowser/1.0 (Windows NT 10.0)').name).toBe('Browser on Windows');
  });

  it('falls back for a missing or unreadable agent', () => {
    expect(describeDevice(null)).toEqual({ name: 'Unknown device', mobile: false });
    expect(describeDevice('')).toEqual({ name: 'Unknown device', mobile: false });
    expect(describeDevice('node')).toEqual({ name: 'Unknown device', mobile: false });
  });
});
