import { type DefaultValue, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { type FormEvent, useRef } from 'react';
import type { z } from 'zod';

/**
 * A form of this site on Conform (decision 040): the browser validates with the same zod schema as the
 * action, and the action's answer (`lastResult`) shows its errors with or without JavaScript.
 *
 * spec 1 §5: a field's message shows once the field is dirty or touched, and submitting an invalid form
 * shows every message. Conform validates a field on blur (touched) and then again on every input; the
 * form's `onInput` below validates a field on its first input too (dirty). On a failed submit Conform
 * focuses the first invalid field.
 */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  options: {
    id?: string;
    lastResult?: SubmissionResult<Array<string>> | null;
    defaultValue?: DefaultValue<z.input<Schema>>;
  } = {},
) {
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>, Array<string>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const dirty = useRef(new Set<string>());

  function onInput(event: FormEvent<HTMLFormElement>) {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    if (target.name === '' || dirty.current.has(target.name)) return;
    dirty.current.add(target.name);
    form.validate({ name: target.name });
  }

  return { form, fields, onInput };
}
