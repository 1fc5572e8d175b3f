import { Form } from '@remix-run/react';
import { buttonClassName } from '~/components/ui/button';
import {
  COUNTRY_LABELS,
  type DiscoveryFilters,
  FILTER_BOUNDS,
  GENDER_LABELS,
  PARAM,
  PERIOD_LABELS,
  PERIODS,
  SG_CATEGORIES,
  SORT_LABELS,
  SORTS,
} from '~/domain/search/discovery';
import { REGION_NAMES, US_STATES } from '~/domain/search/discovery-summary';

export type DiscoveryFormData = {
  active: boolean;
  filters: DiscoveryFilters;
  organizations: Array<{ short: string; name: string }>;
};

function inputValue(value: number | null): string {
  return value === null ? '' : String(value);
}

function NumberField({
  name,
  label,
  value,
  bounds,
}: {
  name: string;
  label: string;
  value: number | null;
  bounds: { min: number; max: number; integer?: boolean };
}) {
  const id = `discovery-${name}`;
  return (
    <div className="discovery__field">
      <label htmlFor={id} className="discovery__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={bounds.min}
        max={bounds.max}
        step={bounds.integer ? 1 : 'any'}
        defaultValue={inputValue(value)}
        className="discovery__input"
      />
    </div>
  );
}

function SelectField({
  name,
  label,
  value,
  options,
  any = 'Any',
  wide = false,
}: {
  name: string;
  label: string;
  value: string | null;
  options: ReadonlyArray<readonly [string, string]>;
  any?: string | null;
  /** The whole row of its group: for choices whose words are long ("SG around the green"). */
  wide?: boolean;
}) {
  const id = `discovery-${name}`;
  return (
    <div className={wide ? 'discovery__field discovery__field--wide' : 'discovery__field'}>
      <label htmlFor={id} className="discovery__label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className="discovery__input">
        {any === null ? null : <option value="">{any}</option>}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Issue 33 §1: the players tab's filters as a GET form (works without JavaScript; every filter lands
 * in the URL, so a search is shared by its link). The name typed in the search box narrows it too.
 */
export function DiscoveryForm({ q, data }: { q: string; data: DiscoveryFormData }) {
  const { filters } = data;
  return (
    <details className="discovery card" open={data.active}>
      <summary className="discovery__summary">Filter players by class, place and statistics</summary>
      <Form method="get" action="/golf/search" className="discovery__form" aria-label="Filter players">
        <input type="hidden" name="type" value="account" />
        <input type="hidden" name={PARAM.discover} value="1" />
        {q.trim() !== '' ? <input type="hidden" name="q" value={q} /> : null}
        <fieldset className="discovery__group">
          <legend className="discovery__legend">Player</legend>
          <NumberField
            name={PARAM.gradMin}
            label="Class from"
            value={filters.grad.min}
            bounds={FILTER_BOUNDS.grad}
          />
          <NumberField
            name={PARAM.gradMax}
            label="Class to"
            value={filters.grad.max}
            bounds={FILTER_BOUNDS.grad}
          />
          <SelectField
            name={PARAM.gender}
            label="Gender"
            value={filters.gender}
            options={Object.entries(GENDER_LABELS)}
          />
          <NumberField
            name={PARAM.hcpMin}
            label="Handicap from"
            value={filters.handicap.min}
            bounds={FILTER_BOUNDS.handicap}
          />
          <NumberField
            name={PARAM.hcpMax}
            label="Handicap to"
            value={filters.handicap.max}
            bounds={FILTER_BOUNDS.handicap}
          />
        </fieldset>
        <fieldset className="discovery__group">
          <legend className="discovery__legend">Place and team</legend>
          <SelectField
            name={PARAM.country}
            label="Country"
            value={filters.country}
            options={Object.entries(COUNTRY_LABELS)}
          />
          <SelectField
            name={PARAM.state}
            label="State"
            value={filters.state}
            options={US_STATES.map((state) => [state, state] as const)}
          />
          <SelectField
            name={PARAM.region}
            label="Region"
            value={filters.region}
            options={REGION_NAMES.map((region) => [region, region] as const)}
          />
          <SelectField
            name={PARAM.org}
            label="Organization"
            value={filters.org}
            options={data.organizations.map((o) => [o.short, o.name] as const)}
          />
        </fieldset>
        <fieldset className="discovery__group">
          <legend className="discovery__legend">Scoring</legend>
          <SelectField
            name={PARAM.period}
            label="Over"
            value={filters.period}
            options={PERIODS.map((period) => [period, PERIOD_LABELS[period]] as const)}
            any={null}
          />
          <NumberField
            name={PARAM.avgMin}
            label="Average from"
            value={filters.avg.min}
            bounds={FILTER_BOUNDS.avg}
          />
          <NumberField
            name={PARAM.avgMax}
            label="Average to"
            value={filters.avg.max}
            bounds={FILTER_BOUNDS.avg}
          />
          <NumberField
            name={PARAM.minRounds}
            label="At least rounds"
            value={filters.minRounds}
            bounds={FILTER_BOUNDS.rounds}
          />
        </fieldset>
        <fieldset className="discovery__group">
          <legend className="discovery__legend">Strokes gained per round, at least</legend>
          <NumberField name={PARAM.sgMin} label="Total" value={filters.sgMin} bounds={FILTER_BOUNDS.sg} />
          {SG_CATEGORIES.map((category) => (
            <NumberField
              key={category}
              name={PARAM[category]}
              label={SORT_LABELS[category].replace('SG ', '').replace(/^./, (c) => c.toUpperCase())}
              value={filters.sgCategoryMin[category]}
              bounds={FILTER_BOUNDS.sg}
            />
          ))}
        </fieldset>
        <fieldset className="discovery__group">
          <legend className="discovery__legend">Profile and order</legend>
          <div className="discovery__checks">
            <label className="discovery__check">
              <input type="checkbox" name={PARAM.video} value="1" defaultChecked={filters.video} />
              Has video
            </label>
            <label className="discovery__check">
              <input type="checkbox" name={PARAM.resume} value="1" defaultChecked={filters.resume} />
              Has resume
            </label>
          </div>
          <SelectField
            name={PARAM.sort}
            label="Sort by"
            value={filters.sort}
            options={SORTS.map((sort) => [sort, SORT_LABELS[sort]] as const)}
            any={null}
            wide
          />
          <SelectField
            name={PARAM.dir}
            label="Order"
            value={filters.dir}
            options={[
              ['asc', 'Lowest first'],
              ['desc', 'Highest first'],
            ]}
            any={null}
            wide
          />
        </fieldset>
        <div className="discovery__actions">
          <button type="submit" className={buttonClassName({ variant: 'primary' })}>
            Show players
          </button>
          <a href="/golf/search?type=account" className="discovery__clear">
            Clear filters
          </a>
        </div>
      </Form>
    </details>
  );
}

/**
 * Issue 33 §1 on an organization's page: its players filtered and sorted by the same discovery
 * search, answered by the search page with the organization chosen (a GET form: every filter lands
 * in the URL, without JavaScript too). The search page offers every other filter from there.
 */
export function OrganizationDiscoveryForm({
  organization,
}: {
  organization: { short: string; name: string };
}) {
  const titleId = 'org-discovery-title';
  return (
    <section className="org-section discovery-org" aria-labelledby={titleId}>
      <div className="org-section__head">
        <h2 className="org-section__title" id={titleId}>
          Find players
        </h2>
      </div>
      <Form method="get" action="/golf/search" className="discovery-org__form" aria-labelledby={titleId}>
        <input type="hidden" name="type" value="account" />
        <input type="hidden" name={PARAM.discover} value="1" />
        <input type="hidden" name={PARAM.org} value={organization.short} />
        <NumberField name={PARAM.gradMin} label="Class from" value={null} bounds={FILTER_BOUNDS.grad} />
        <NumberField name={PARAM.gradMax} label="Class to" value={null} bounds={FILTER_BOUNDS.grad} />
        <SelectField
          name={PARAM.gender}
          label="Gender"
          value={null}
          options={Object.entries(GENDER_LABELS)}
        />
        <NumberField name={PARAM.avgMax} label="Scoring average to" value={null} bounds={FILTER_BOUNDS.avg} />
        <SelectField
          name={PARAM.sort}
          label="Sort by"
          value="avg"
          options={SORTS.map((sort) => [sort, SORT_LABELS[sort]] as const)}
          any={null}
          wide
        />
        <div className="discovery__actions discovery-org__actions">
          <button type="submit" className={buttonClassName({ variant: 'primary' })}>
            Show {organization.name} players
          </button>
        </div>
      </Form>
    </section>
  );
}
