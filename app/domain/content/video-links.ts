// spec 3 §5: a video id must be exactly 11 characters of letters, digits, underscore or hyphen.
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The id itself when it is a valid video id, otherwise empty (spec 3 §5). */
export function validVideoId(candidate: string): string {
  return VIDEO_ID.test(candidate) ? candidate : '';
}

// spec 3 §2.4: the id is taken from watch, shorts or short-link URLs.
const VIDEO_ADDRESS =
  /(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:[^\s#]*?&)?v=|shorts\/)|youtu\.be\/)([^\s&?#/]*)/i;

/** Whether a text holds a video-site address (a link label that should become an embedded player). */
export function hasVideoAddress(text: string): boolean {
  return VIDEO_ADDRESS.test(text);
}

/** The video id of the first video-site address in a text; empty when there is none or it is invalid. */
export function videoIdFrom(text: string): string {
  const match = VIDEO_ADDRESS.exec(text);
  return match ? validVideoId(match[1] ?? '') : '';
}

/** The embedded player's address for a video id (the privacy-enhanced host, no cookies until play). */
export function videoEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}
