import { type Color, rgb } from 'pdf-lib';

/** A token colour of app/styles/tokens.css as pdf-lib draws it. */
export function hex(value: string): Color {
  const n = Number.parseInt(value.slice(1), 16);
  // Three decimals are exact enough for 8-bit colour and keep the content stream short.
  const channel = (v: number) => Math.round((v / 255) * 1000) / 1000;
  return rgb(channel((n >> 16) & 255), channel((n >> 8) & 255), channel(n & 255));
}

/** The site's palette (app/styles/tokens.css), one for every document of the PDF Worker. */
export const PALETTE = {
  navy: hex('#0b1b2e'),
  brand900: hex('#0b2a22'),
  brand: hex('#17694f'),
  brandLight: hex('#e2f1ea'),
  gold: hex('#d4ad4f'),
  goldLight: hex('#ead08d'),
  text: hex('#14201b'),
  muted: hex('#5b6b64'),
  subtle: hex('#5f6e68'),
  border: hex('#dfe5e2'),
  surface: hex('#f0f3f2'),
  white: rgb(1, 1, 1),
  headerMuted: hex('#b9c4c9'),
  under: hex('#c62a2f'),
  over: hex('#1d5bbf'),
  even: hex('#6b7280'),
};
