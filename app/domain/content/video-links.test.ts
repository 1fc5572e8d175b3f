import { expect, test } from 'vitest';
import { hasVideoAddress, validVideoId, videoEmbedUrl, videoIdFrom } from './video-links';

// spec 3 §5: exactly 11 characters of letters, digits, underscore or hyphen; otherwise empty.
test.each([
  { id: 'dQw4w9WgXcQ', expected: 'dQw4w9WgXcQ' },
  { id: 'a-b_c-d_e-f', expected: 'a-b_c-d_e-f' },
  { id: 'dQw4w9WgXc', expected: '' }, // 10 characters
  { id: 'dQw4w9WgXcQQ', expected: '' }, // 12 characters
  { id: 'dQw4w9WgX.Q', expected: '' },
  { id: 'dQw4w9 WgXQ', expected: '' },
  { id: '', expected: '' },
])('"$id" is the id "$expected"', ({ id, expected }) => {
  expect(validVideoId(id)).toBe(expected);
});

// spec 3 §2.4: the 11-character id from watch, shorts or short-link URLs.
test.each([
  { text: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', expected: 'dQw4w9WgXcQ' },
  { text: 'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', expected: 'dQw4w9WgXcQ' },
  { text: 'https://m.youtube.com/watch?v=dQw4w9WgXcQ', expected: 'dQw4w9WgXcQ' },
  { text: 'https://www.youtube.com/shorts/dQw4w9WgXcQ', expected: 'dQw4w9WgXcQ' },
  { text: 'https://youtu.be/dQw4w9WgXcQ?si=abc', expected: 'dQw4w9WgXcQ' },
  { text: 'Final-round highlights: https://www.youtube.com/watch?v=dQw4w9WgXcQ', expected: 'dQw4w9WgXcQ' },
  { text: 'youtu.be/dQw4w9WgXcQ', expected: 'dQw4w9WgXcQ' },
  { text: 'https://www.youtube.com/watch?v=tooShort', expected: '' },
  { text: 'https://youtu.be/dQw4w9WgXcQxyz', expected: '' },
  { text: 'https://www.youtube.com/channel/UC123', expected: '' },
  { text: 'https://vimeo.com/123456', expected: '' },
  { text: 'Junior Golf Scoreboard rankings', expected: '' },
])('$text gives "$expected"', ({ text, expected }) => {
  expect(videoIdFrom(text)).toBe(expected);
});

test('a label holds a video-site address or not', () => {
  expect(hasVideoAddress('Highlights: https://youtu.be/dQw4w9WgXcQ')).toBe(true);
  expect(hasVideoAddress('https://www.youtube.com/shorts/abc')).toBe(true);
  expect(hasVideoAddress('Tournament results')).toBe(false);
});

test('the embedded player address', () => {
  expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
});
