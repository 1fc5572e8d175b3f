import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useActionData, useNavigation, useSubmit } from '@remix-run/react';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import {
  AUTO_SUBMIT_DELAY_MS,
  CODE_LENGTH,
  FIRST_BOX_FOCUS_DELAY_MS,
  isCompleteCode,
  pastedDigits,
  resendLabel,
  verifyFormSchema,
} from '~/domain/auth/auth-flow';
import { AuthFrame, ErrorBanner } from './auth-frame';

const EMPTY: Array<string> = Array.from({ length: CODE_LENGTH }, () => '');

/**
 * spec 1 §4: Resend is disabled for 120 s; a successful resend (a new challenge, `sentAt`) restarts
 * the cooldown. The deadline is kept on the client's clock.
 */
function useCooldown(seconds: number, sentAt: string | null): number {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);
  const shownSentAt = useRef(sentAt);
  useEffect(() => {
    if (sentAt === shownSentAt.current) return;
    shownSentAt.current = sentAt;
    setDeadline(Date.now() + seconds * 1000);
  }, [sentAt, seconds]);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}

/** spec 1 §2 verify screen and §4 verify input behaviour. */
export function VerifyPage({
  productName,
  returnUrl,
  maskedPhone,
  resendInSeconds,
  sentAt,
}: {
  productName: string;
  returnUrl: string | null;
  maskedPhone: string | null;
  resendInSeconds: number;
  /** When the pending code was sent: a new value is a resend. */
  sentAt: string | null;
}) {
  const lastResult = useActionData<SubmissionResult<Array<string>>>();
  // The six boxes are checked on submit only: moving from box to box is not a mistake (spec 1 §4).
  const [form] = useForm({
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: verifyFormSchema }),
  });
  // One banner for both buttons: the code's format, the check's answer, or a refused resend.
  const verifyError = Object.values(form.allErrors)[0]?.[0];
  const errorId = `${form.id}-error`;
  const navigation = useNavigation();
  const submit = useSubmit();
  const [digits, setDigits] = useState<Array<string>>(EMPTY);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const submittedCode = useRef<string | null>(null);
  const busy = navigation.state !== 'idle';
  const secondsLeft = useCooldown(resendInSeconds, sentAt);
  const backHref = returnUrl ? `/auth/phone?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/phone';

  // The code is what the page asks for: its first box has the focus once the page is live, unless the
  // visitor has already moved it (issue 30, point 5).
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) boxes.current[0]?.focus();
  }, []);

  // spec 1 §4: on failure the boxes clear and the first is focused after 100 ms; a successful resend
  // (a new `sentAt`) clears them too.
  const shownSentAt = useRef(sentAt);
  useEffect(() => {
    const resent = sentAt !== shownSentAt.current;
    shownSentAt.current = sentAt;
    if (!resent && !lastResult?.error) return;
    setDigits(EMPTY);
    submittedCode.current = null;
    const timer = setTimeout(() => boxes.current[0]?.focus(), FIRST_BOX_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lastResult, sentAt]);

  // spec 1 §4: all six valid → submitted automatically after about 100 ms.
  useEffect(() => {
    if (!isCompleteCode(digits)) return;
    const code = digits.join('');
    if (submittedCode.current === code) return;
    const timer = setTimeout(() => {
      submittedCode.current = code;
      const form = new FormData();
      form.set('intent', 'verify');
      for (const digit of digits) form.append('digit', digit);
      if (returnUrl) form.set('returnUrl', returnUrl);
      submit(form, { method: 'post' });
    }, AUTO_SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [digits, returnUrl, submit]);

  function spread(from: number, values: Array<string>) {
    setDigits((current) => {
      const next = [...current];
      values.forEach((value, offset) => {
        if (from + offset < CODE_LENGTH) next[from + offset] = value;
      });
      return next;
    });
    boxes.current[Math.min(from + values.length, CODE_LENGTH - 1)]?.focus();
  }

  function onChange(index: number, value: string) {
    const typed = pastedDigits(value);
    if (typed.length > 1) return spread(index === 0 ? 0 : index, typed);
    setDigits((current) => current.map((digit, i) => (i === index ? (typed[0] ?? '') : digit)));
    // spec 1 §4: typing a digit moves focus to the next box.
    if (typed.length === 1 && index < CODE_LENGTH - 1) boxes.current[index + 1]?.focus();
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    // spec 1 §4: backspace in an empty box moves focus back.
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    // spec 1 §4: a paste is reduced to its digits, at most 6, and spread over the boxes.
    event.preventDefault();
    const pasted = pastedDigits(event.clipboardData.getData('text'));
    if (pasted.length > 0) spread(0, pasted);
  }

  return (
    <AuthFrame productName={productName} back={{ to: backHref, label: 'Back to phone login' }}>
      <h1 className="auth__title">Verification Code</h1>
      <p className="auth__subtitle">
        {maskedPhone ? (
          <>
            We sent a text message to <span className="auth__number">{maskedPhone}</span>.
          </>
        ) : (
          'We sent a text message to your mobile number.'
        )}{' '}
        Please allow up to 2 minutes for it to arrive.
      </p>
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        {returnUrl ? <input type="hidden" name="returnUrl" value={returnUrl} /> : null}
        <fieldset className="otp">
          <legend className="sr-only">Six-digit code</legend>
          {digits.map((digit, index) => (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are positions
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              className="otp__box"
              name="digit"
              type="text"
              inputMode="numeric"
              pattern="[0-9]"
              maxLength={1}
              required
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
              aria-invalid={verifyError ? true : undefined}
              aria-describedby={verifyError ? errorId : undefined}
              value={digit}
              onChange={(event) => onChange(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={onPaste}
              onFocus={(event) => event.target.select()}
            />
          ))}
        </fieldset>
        <ErrorBanner id={errorId} message={verifyError} />
        <div className="auth-actions">
          <Button type="submit" name="intent" value="verify" size="lg" block disabled={busy}>
            Confirm
          </Button>
        </div>
      </Form>
      <Form method="post" className="auth-resend">
        {returnUrl ? <input type="hidden" name="returnUrl" value={returnUrl} /> : null}
        <Button
          type="submit"
          name="intent"
          value="resend"
          variant="secondary"
          size="lg"
          block
          disabled={busy || secondsLeft > 0}
        >
          {resendLabel(secondsLeft)}
        </Button>
      </Form>
    </AuthFrame>
  );
}
