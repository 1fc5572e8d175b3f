import { z } from 'zod';
import {
  type CompareConfig,
  choosePlayer,
  compareHolesSchema,
  DEFAULT_METRICS,
  endComparison,
  METRIC_COLUMNS,
  metricsSelectionsSchema,
} from './compare-config';
import { NO_SEASONS_SELECTED, type StatFilterSelections, statFilterSelectionsSchema } from './stat-filters';

/*
 * What a visitor changes on the compare page (spec 2 §2 header, Configure selections dialog,
 * metrics table and picker, End Comparison), as one form schema shared by the page and its action.
 * Each change makes a new comparison, saved as a cached state (spec 2 §3) and opened by its hash.
 */

const jsonOf = <T extends z.ZodType>(schema: T) =>
  z
    .string({ error: 'Choose the rounds for this side.' })
    .max(40_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'These selections could not be read. Reload the page and try again.',
        });
        return z.NEVER;
      }
    })
    .pipe(schema);

// spec 2 §5: at least one season must be selected.
const sideSelectionsSchema = statFilterSelectionsSchema.refine(
  (selections) => selections.seasons.length > 0,
  {
    message: NO_SEASONS_SELECTED,
  },
);

const hash = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional();

export const compareIntentSchema = z.discriminatedUnion('intent', [
  // spec 2 Configure selections dialog: both panels applied at once.
  z.object({
    intent: z.literal('configure'),
    hash,
    left: jsonOf(sideSelectionsSchema),
    right: jsonOf(sideSelectionsSchema),
  }),
  // spec 2 §2 Compare By Player: the associated player chosen in the picker.
  z.object({
    intent: z.literal('player'),
    hash,
    accountId: z.coerce.number({ error: 'Choose a player to compare with.' }).int().positive(),
  }),
  z.object({ intent: z.literal('end'), hash }),
  z.object({ intent: z.literal('holes'), hash, holes: z.coerce.number().pipe(compareHolesSchema) }),
  // spec 2 §2 metrics picker: the ticked metrics of one column (none ticked is allowed).
  z.object({
    intent: z.literal('metrics'),
    hash,
    column: z.enum(METRIC_COLUMNS),
    flags: z.array(z.string()).max(20).default([]),
  }),
  z.object({ intent: z.literal('reset-metrics'), hash }),
  // Report: the comparison saved and opened as a report; `respond=hash` (the report options dialog)
  // answers the saved comparison's hash instead of opening it.
  z.object({ intent: z.literal('report'), hash, respond: z.literal('hash').optional() }),
]);
export type CompareIntent = z.infer<typeof compareIntentSchema>;

/**
 * The comparison after a change; null when the change is not valid for it (a stat of another column).
 * `chosenSelections`: for a chosen player, the left side's selection as adapted to that player
 * (compare-sides.ts `likeForLikeSelections`); the left side's own when not given.
 */
export function applyCompareIntent(
  config: CompareConfig,
  intent: CompareIntent,
  primaryAccountId: number,
  chosenSelections?: StatFilterSelections,
): CompareConfig | null {
  switch (intent.intent) {
    case 'configure':
      return {
        ...config,
        left: { ...config.left, selections: intent.left },
        right: { ...config.right, selections: intent.right },
      };
    case 'player':
      return choosePlayer(config, intent.accountId, chosenSelections);
    case 'end':
      return endComparison(config, primaryAccountId);
    case 'holes':
      return { ...config, holes: intent.holes };
    case 'metrics': {
      const metrics = metricsSelectionsSchema.safeParse({ ...config.metrics, [intent.column]: intent.flags });
      return metrics.success ? { ...config, metrics: metrics.data } : null;
    }
    case 'reset-metrics':
      return { ...config, metrics: DEFAULT_METRICS };
    case 'report':
      return config;
  }
}
