import { SHARE_CARD_SIZE } from '../../../../app/domain/share-cards/card-addresses';
import type { ShareCardFigure, ShareCardModel } from '../../../../app/domain/share-cards/share-card';

/*
 * The share card's layout (decision 091) as the element tree satori lays out: plain objects in the
 * shape of React elements, so the PDF Worker needs no JSX. The site's header look (app/styles/tokens.css
 * --color-header-bg: navy to deep green), its gold accent, Barlow Condensed for the name and figures
 * and Inter for everything read as text (DESIGN.md).
 */

export type CardNode = {
  type: string;
  props: { style?: Record<string, string | number>; children?: Array<CardNode | string> | string } & Record<
    string,
    unknown
  >;
};

// app/styles/tokens.css
const COLOR = {
  navy900: '#0b1b2e',
  brand900: '#0b2a22',
  brand800: '#0f3a2e',
  brand600: '#17694f',
  brand100: '#e2f1ea',
  gold500: '#d4ad4f',
  gold300: '#ead08d',
  white: '#ffffff',
  // --color-header-muted: white at 72 %, written solid over the darkest point of the gradient
  headerMuted: '#b9c4c9',
} as const;

export const CARD_FONTS = { text: 'Inter', display: 'Barlow Condensed' } as const;

function node(
  type: string,
  style: Record<string, string | number>,
  children?: Array<CardNode | string> | string,
  extra: Record<string, unknown> = {},
): CardNode {
  return { type, props: { style, ...extra, ...(children === undefined ? {} : { children }) } };
}

const PICTURE_SIZE = 240;

function picture(model: ShareCardModel): CardNode {
  const rounded = model.kind === 'organization' ? 24 : PICTURE_SIZE / 2;
  const frame = {
    width: PICTURE_SIZE,
    height: PICTURE_SIZE,
    borderRadius: rounded,
    border: `6px solid ${COLOR.gold500}`,
    flexShrink: 0,
  };
  if (model.picture) {
    return node('img', { ...frame, objectFit: 'cover', backgroundColor: COLOR.white }, undefined, {
      src: `data:image/${model.picture.type};base64,${model.picture.base64}`,
      width: PICTURE_SIZE,
      height: PICTURE_SIZE,
    });
  }
  // No picture: the initials, as the site's avatar fallback draws them.
  const initials = model.title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return node(
    'div',
    {
      ...frame,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: COLOR.brand600,
      color: COLOR.white,
      fontFamily: CARD_FONTS.display,
      fontWeight: 700,
      fontSize: 104,
    },
    initials || '?',
  );
}

function figure(item: ShareCardFigure): CardNode {
  const value =
    item.versus === null
      ? node('div', { display: 'flex', fontSize: 76, lineHeight: 1 }, item.value)
      : node('div', { display: 'flex', alignItems: 'baseline', fontSize: 64, lineHeight: 1 }, [
          node('span', {}, item.value),
          node('span', { fontSize: 34, color: COLOR.gold300, margin: '0 14px' }, 'vs'),
          node('span', {}, item.versus),
        ]);
  return node(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      flex: 1,
      padding: '22px 28px',
      borderRadius: 16,
      backgroundColor: 'rgba(255,255,255,0.08)',
      borderTop: `4px solid ${COLOR.gold500}`,
    },
    [
      node('div', { display: 'flex', fontFamily: CARD_FONTS.display, fontWeight: 700, color: COLOR.white }, [
        value,
      ]),
      node(
        'div',
        {
          display: 'flex',
          marginTop: 10,
          fontSize: 24,
          color: COLOR.headerMuted,
          fontFamily: CARD_FONTS.text,
          fontWeight: 400,
        },
        item.label,
      ),
    ],
  );
}

/** The card's element tree for satori, 1200 × 630. */
export function cardTree(model: ShareCardModel): CardNode {
  const heading = node('div', { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }, [
    node(
      'div',
      {
        display: 'flex',
        fontSize: 24,
        fontWeight: 600,
        letterSpacing: 3,
        textTransform: 'uppercase',
        color: COLOR.gold500,
      },
      model.eyebrow,
    ),
    node(
      'div',
      {
        display: 'flex',
        marginTop: 8,
        fontFamily: CARD_FONTS.display,
        fontWeight: 700,
        fontSize: model.title.length > 26 ? 68 : 92,
        lineHeight: 1.02,
        color: COLOR.white,
      },
      model.title,
    ),
    ...model.lines.map((line, index) =>
      node(
        'div',
        {
          display: 'flex',
          marginTop: index === 0 ? 18 : 6,
          fontSize: 30,
          lineHeight: 1.25,
          color: index === 0 ? COLOR.white : COLOR.headerMuted,
          fontWeight: index === 0 ? 600 : 400,
        },
        line,
      ),
    ),
  ]);

  const figures =
    model.figures.length === 0
      ? []
      : [
          node('div', { display: 'flex', flexDirection: 'column', marginTop: 'auto' }, [
            ...(model.figuresNote === null
              ? []
              : [
                  node(
                    'div',
                    { display: 'flex', fontSize: 20, color: COLOR.headerMuted, marginBottom: 10 },
                    model.figuresNote,
                  ),
                ]),
            node('div', { display: 'flex', gap: 20 }, model.figures.map(figure)),
          ]),
        ];

  return node(
    'div',
    {
      width: SHARE_CARD_SIZE.width,
      height: SHARE_CARD_SIZE.height,
      display: 'flex',
      flexDirection: 'column',
      backgroundImage: `linear-gradient(135deg, ${COLOR.navy900} 0%, ${COLOR.brand900} 55%, ${COLOR.brand800} 100%)`,
      fontFamily: CARD_FONTS.text,
      color: COLOR.white,
    },
    [
      node('div', { display: 'flex', height: 10, backgroundColor: COLOR.gold500 }),
      node('div', { display: 'flex', flexDirection: 'column', flex: 1, padding: '40px 64px 0 64px' }, [
        node('div', { display: 'flex', alignItems: 'center', gap: 48 }, [picture(model), heading]),
        ...figures,
      ]),
      node(
        'div',
        {
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          margin: '24px 64px 0 64px',
          padding: '16px 0 24px 0',
          borderTop: `1px solid rgba(255,255,255,0.18)`,
          fontSize: 22,
        },
        [
          node('div', { display: 'flex', fontWeight: 600, color: COLOR.white }, model.site),
          node('div', { display: 'flex', color: COLOR.headerMuted }, model.address),
        ],
      ),
    ],
  );
}
