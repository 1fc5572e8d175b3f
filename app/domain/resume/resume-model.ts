import {
  array,
  type core,
  type infer as Infer,
  maxLength,
  nullable,
  number,
  object,
  optional,
  regex,
  string,
  enum as zEnum,
} from 'zod/mini';

/*
 * The resume document (spec 2 §3 resume data, display-ready): what the preview renders and what the
 * app sends through the PDF service binding to the PDF Worker, which validates it again with this
 * schema. zod/mini with named imports keeps the PDF Worker's bundle small (the `z` namespace object
 * pulls in every locale). Limits bound the work one request can cause.
 */

const text = (max: number) => string().check(maxLength(max));
const list = <T extends core.SomeType>(item: T, max: number) => array(item).check(maxLength(max));

const fact = object({ label: text(40), value: text(200) });

/**
 * A picture's bytes for the PDF (decision 022): set by the app just before it calls the PDF Worker,
 * never in the preview's data. 512 KB of PNG or JPEG at most (app/domain/resume/resume-picture.ts).
 */
const pdfImage = object({
  type: zEnum(['png', 'jpeg']),
  base64: string().check(maxLength(700_000), regex(/^[A-Za-z0-9+/]*={0,2}$/)),
});
export type PdfImage = Infer<typeof pdfImage>;

export const resumeModelSchema = object({
  fileName: text(120),
  playerName: text(120),
  /** "Updated November 23, 2026". */
  generatedOn: text(60),
  profileUrl: nullable(text(300)),
  cover: nullable(
    object({
      picture: nullable(
        object({ initials: text(4), url: nullable(text(500)), image: optional(nullable(pdfImage)) }),
      ),
      /** spec 2 §3 customLogo: the organization's or a custom logo, when ticked and set. */
      logo: optional(nullable(object({ url: text(500), image: optional(nullable(pdfImage)) }))),
      /** "Class of 2027 · Harbor View High School". */
      headline: nullable(text(200)),
      contact: list(fact, 6),
      facts: list(fact, 8),
      school: list(fact, 8),
      about: nullable(text(3000)),
      upcomingEvents: list(object({ name: text(200), dates: text(60), location: text(120) }), 30),
      tournaments: list(
        object({
          name: text(200),
          dates: text(60),
          location: text(200),
          finish: nullable(text(20)),
          result: nullable(text(120)),
          notes: nullable(text(1000)),
        }),
        30,
      ),
      rounds: list(
        object({
          title: text(200),
          date: text(60),
          score: number(),
          toPar: text(8),
          notes: nullable(text(1000)),
        }),
        30,
      ),
      news: list(object({ header: text(200), date: text(60), excerpt: text(400) }), 30),
    }),
  ),
  charts: nullable(
    object({
      rangeLabel: text(80),
      sets: list(
        object({
          key: zEnum(['best-ten', 'best-ten-consecutive', 'last-ten', 'prior-ten']),
          title: text(60),
          averageScore: text(10),
          averageToPar: text(10),
          bars: list(object({ id: number(), label: text(12), score: number(), par: number() }), 10),
        }),
        4,
      ),
      tournaments: list(
        object({
          title: text(200),
          dates: text(60),
          rounds: number(),
          total: text(20),
          average: text(20),
          best: text(20),
          averageYards: text(12),
          notes: nullable(text(1000)),
        }),
        60,
      ),
    }),
  ),
});

export type ResumeModel = Infer<typeof resumeModelSchema>;
export type ResumeCover = NonNullable<ResumeModel['cover']>;
export type ResumeCharts = NonNullable<ResumeModel['charts']>;
