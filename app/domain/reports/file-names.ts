import type { PlayerReportDocument } from './player-report';

// spec 2 §7: a player's PDF downloads are named first name, last name, next year and the document
// (…-Resume, …-Compare-Stats).

// Letters NFD does not decompose, spelled in ASCII for the download's file name.
const ASCII_LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  ß: 'ss',
  Þ: 'Th',
  þ: 'th',
};

/** "Zoë Łukasiewicz" → Zoe-Lukasiewicz: marks dropped, letters without a decomposition spelled out. */
export function namePart(name: string): string {
  return (
    name
      .trim()
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/[ŁłØøĐđÆæŒœßÞþ]/g, (c) => ASCII_LETTERS[c] ?? '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'Player'
  );
}

export function playerPdfFileName(
  firstName: string,
  lastName: string,
  today: Date,
  document: 'Resume' | 'Compare-Stats' | PlayerReportDocument,
): string {
  return `${namePart(firstName)}-${namePart(lastName)}-${today.getUTCFullYear() + 1}-${document}.pdf`;
}
