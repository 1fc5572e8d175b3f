import { expect, test } from 'vitest';
import { storeForUserAgent } from './store-redirect';

const UA = {
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iPadOsDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

// spec 1 §2: "On Android or iOS user agents it redirects to the matching app store. Otherwise it shows
// store badges".
test.each<{ device: string; ua: string | null; expected: string | null }>([
  { device: 'an Android phone', ua: UA.androidPhone, expected: 'android' },
  { device: 'an Android tablet', ua: UA.androidTablet, expected: 'android' },
  { device: 'an iPhone', ua: UA.iPhone, expected: 'ios' },
  { device: 'an iPad', ua: UA.iPad, expected: 'ios' },
  { device: 'an iPod', ua: UA.iPod, expected: 'ios' },
  { device: 'an iPad with a desktop-class user agent', ua: UA.iPadOsDesktop, expected: null },
  { device: 'a Windows desktop', ua: UA.windows, expected: null },
  { device: 'a request without a user agent', ua: null, expected: null },
])('$device goes to $expected', ({ ua, expected }) => {
  expect(storeForUserAgent(ua)).toBe(expected);
});
