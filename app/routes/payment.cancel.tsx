import type { LinksFunction, MetaFunction } from '@remix-run/cloudflare';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { PaymentResult } from '~/components/payment/payment-result';
import { paymentStylesheet } from '~/components/payment/stylesheet';
import { Button } from '~/components/ui/button';

export const links: LinksFunction = () => [paymentStylesheet];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    pageTitle(productNameFromMatches(matches), 'Payment cancelled'),
    'Your payment was cancelled; nothing was charged.',
  );

/** spec 1 §2 payment/cancel: where Stripe Checkout returns when the payment is abandoned. */
export default function PaymentCancel() {
  return (
    <PaymentResult
      tone="cancel"
      title="Payment cancelled"
      actions={
        <>
          <Button to="/payment" variant="primary">
            Back to plans
          </Button>
          <Button to="/" variant="secondary">
            Home
          </Button>
        </>
      }
    >
      <p>
        You left the checkout before paying, so nothing was charged and your account stays as it was. If your
        card was declined, no charge was made either: choose the plan again to pay with another card.
      </p>
    </PaymentResult>
  );
}
