import { Form, useNavigation } from '@remix-run/react';
import { buttonClassName } from '~/components/ui/button';
import { formatLongDate } from '~/domain/calendar/dates';

/**
 * issue 33 §5: a plan holder's way to Stripe's billing portal, where the plan is switched, cancelled
 * at the end of the paid year, or its card updated (the pricing page's action opens it).
 */
export function ManagePlanForm({
  label = 'Change or cancel plan',
  className = 'plan__form',
}: {
  label?: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'manage';
  return (
    <Form method="post" action="/payment" className={className}>
      <input type="hidden" name="intent" value="manage" />
      <button
        type="submit"
        className={buttonClassName({ variant: 'secondary', block: true })}
        disabled={pending}
      >
        {pending ? 'Opening the billing portal…' : label}
      </button>
    </Form>
  );
}

/** Whether a plan held renews, or the day it ends when it is cancelled (the settings' Plan card). */
export function planRenewalText(endsOn: string | null): string {
  return endsOn ? `Cancelled: it stays active until ${formatLongDate(endsOn)}.` : 'Renews yearly.';
}

/** What the notice says of a plan held: active, and the day it ends when it is cancelled. */
export function planStateText(plan: { name: string; endsOn: string | null }): string {
  return plan.endsOn
    ? `Your ${plan.name} plan is cancelled: it stays active until ${formatLongDate(plan.endsOn)}.`
    : `Your ${plan.name} plan is active and renews yearly.`;
}
