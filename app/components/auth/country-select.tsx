import { type FieldMetadata, getSelectProps } from '@conform-to/react';
import type { CountryOption } from '~/domain/auth/auth-flow';
import { FieldError } from './auth-frame';

/** spec 1 §2/§3: each option shows the flag, the dial code and the country name. */
export function CountrySelect({
  id,
  countries,
  field,
}: {
  id: string;
  countries: ReadonlyArray<CountryOption>;
  field: FieldMetadata<string>;
}) {
  return (
    <div className="auth-field auth-field--country">
      <label className="auth-field__label" htmlFor={id}>
        Country code
      </label>
      <select {...getSelectProps(field)} key={field.key} id={id} className="auth-input">
        {countries.map((c) => (
          <option key={c.country} value={c.country}>
            {`${c.flag} ${c.code} ${c.name}`}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} message={field.errors?.[0]} />
    </div>
  );
}
