import type { CompareReportModel } from '../../app/domain/reports/compare-report';
import type { ResumeModel } from '../../app/domain/resume/resume-model';

// Models of the PDF Worker's documents with as much or as little as a test needs.

const paragraph = (words: number, seed = 'round') =>
  Array.from({ length: words }, (_, i) =>
    i % 7 === 0 ? `${seed}${i}` : ['steady', 'fairways', 'greens', 'putting', 'the', 'and'][i % 6],
  ).join(' ');

export function resumeModelWith(input: {
  news?: number;
  events?: number;
  tournaments?: number;
  about?: number;
  charts?: boolean;
}): ResumeModel {
  const bars = Array.from({ length: 10 }, (_, i) => ({
    id: i,
    label: `0${(i % 9) + 1}/1${i % 9}`,
    score: 68 + ((i * 5) % 9),
    par: 72,
  }));
  return {
    fileName: 'Riley-Stone-2027-Resume.pdf',
    playerName: 'Riley Stone',
    generatedOn: 'Updated November 23, 2026',
    profileUrl: 'https://golf.example/player/riley-stone',
    cover: {
      picture: { initials: 'RS', url: null, image: null },
      logo: null,
      headline: 'Class of 2027 · Harbor View High School',
      contact: [{ label: 'Email', value: 'riley@example.com' }],
      facts: [
        { label: 'Scoring average', value: '72.4' },
        { label: 'Handicap', value: '+1.2' },
        { label: 'Graduation', value: '2027' },
      ],
      school: [{ label: 'High school', value: 'Harbor View High School' }],
      about: input.about === 0 ? null : paragraph(input.about ?? 60, 'about'),
      upcomingEvents: Array.from({ length: input.events ?? 0 }, (_, i) => ({
        name: `Upcoming Classic ${i + 1}`,
        dates: 'Dec 4–6, 2026',
        location: 'Pine Valley, NJ',
      })),
      tournaments: Array.from({ length: input.tournaments ?? 0 }, (_, i) => ({
        name: `Past Open ${i + 1}`,
        dates: 'Jun 4–6, 2026',
        location: 'Bayshore, FL',
        finish: i % 2 === 0 ? 'T3' : null,
        result: '71-68 = 139',
        notes: i % 3 === 0 ? paragraph(24, 'note') : null,
      })),
      rounds: [],
      news: Array.from({ length: input.news ?? 0 }, (_, i) => ({
        header: `Stone leads the district final ${i + 1}`,
        date: 'October 2, 2026',
        excerpt: paragraph(40, 'news'),
      })),
    },
    charts: input.charts
      ? {
          rangeLabel: 'All time',
          sets: [
            { key: 'best-ten', title: 'Best 10 Rounds', averageScore: '70.1', averageToPar: '–1.9', bars },
            { key: 'last-ten', title: 'Last 10 Rounds', averageScore: '72.0', averageToPar: 'E', bars },
          ],
          tournaments: Array.from({ length: input.tournaments ?? 0 }, (_, i) => ({
            title: `Past Open ${i + 1}`,
            dates: 'Jun 4–6, 2026',
            rounds: 2,
            total: '139',
            average: '69.5',
            best: '68',
            averageYards: '268',
            notes: null,
          })),
        }
      : null,
  };
}

export function compareModelWith(input: { rows: number; rounds: number }): CompareReportModel {
  const rows = Array.from({ length: input.rows }, (_, i) => ({
    label: `Measure ${i + 1}`,
    left: `${50 + (i % 40)}%`,
    right: `${30 + (i % 50)}%`,
    bars: [(50 + (i % 40)) / 100, (30 + (i % 50)) / 100] as [number, number],
  }));
  const rounds = Array.from({ length: input.rounds }, (_, i) => ({
    date: '11/20/26',
    name: `Report Links · November ${(i % 28) + 1}, 2026`,
    score: String(70 + (i % 9)),
    toPar: `+${i % 9}`,
  }));
  return {
    fileName: 'Ann-Bell-2027-Compare-Stats.pdf',
    title: 'Ann Bell vs Cal Dunn · Compare Stats',
    generatedOn: 'November 26, 2026',
    sides: [
      { side: 'left', heading: 'Ann Bell — Last 10 Rounds', lines: ['10 rounds of 18 holes'] },
      { side: 'right', heading: 'Cal Dunn — Best 3 Consecutive Rounds', lines: ['10 rounds of 18 holes'] },
    ],
    pages: [
      { id: 'scoring', title: 'Scoring', sections: [{ heading: 'Scoring', rows }] },
      {
        id: 'rounds',
        title: 'Rounds',
        sections: [],
        rounds: [
          { heading: 'Ann Bell — Last 10 Rounds', rounds },
          { heading: 'Cal Dunn — Best 3 Consecutive Rounds', rounds: rounds.slice(0, 3) },
        ],
      },
    ],
  };
}
