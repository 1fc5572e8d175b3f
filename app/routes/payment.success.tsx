import type { LinksFunction, MetaFunction } from '@remix-run/cloudflare';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { PaymentResult } from '~/components/payment/payment-result';
import { paymentStylesheet } from '~/components/payment/stylesheet';
import { Button } from '~/components/ui/button';

export const links: LinksFunction = () => [paymentStylesheet];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(pageTitle(productNameFromMatches(matches), 'Payment complete'), 'Your payment is complete.');

/** spec 1 §2 payment/success: where the hosted checkout returns after a payment. */
export default function PaymentSuccess() {
  return (
    <PaymentResult
      tone="success"
      title="Thank you, you're all set"
      actions={
        <>
          <Button to="/dashboard" variant="primary">
            Go to your dashboard
          </Button>
          <Button to="/golf/search" variant="secondary">
            Find players
          </Button>
        </>
      }
    >
      <p>
        Your payment went through and your plan is active. A receipt is on its way to your email; your new
        features are ready the next time you open the app.
      </p>
    </PaymentResult>
  );
}
