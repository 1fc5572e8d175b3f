import type { CountryOption } from '~/domain/auth/auth-flow';

/** spec 1 §2/§3: each option shows the flag, the dial code and the country name. */
export function CountrySelect({
  id,
  countries,
  defaultValue,
}: {
  id: string;
  countries: ReadonlyArray<CountryOption>;
  defaultValue: string;
}) {
  return (
    <div className="auth-field auth-field--country">
      <label className="auth-field__label" htmlFor={id}>
        Country code
      </label>
      <select id={id} name="country" className="auth-input" defaultValue={defaultValue} required>
        {countries.map((c) => (
          <option key={c.country} value={c.country}>
            {`${c.flag} ${c.code} ${c.name}`}
          </option>
        ))}
      </select>
    </div>
  );
}
