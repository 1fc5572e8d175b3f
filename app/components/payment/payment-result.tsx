import { useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { TopNav } from '~/components/marketing/top-nav';
import { CalendarIcon, CheckIcon, CloseIcon } from '~/components/ui/icons';
import type { loader as rootLoader } from '~/root';

type PaymentResultProps = {
  tone: 'success' | 'pending' | 'cancel';
  title: string;
  children: ReactNode;
  /** Links back, as buttons. */
  actions: ReactNode;
};

/** The page Stripe Checkout returns to (spec 1 §2 payment/success and payment/cancel). */
export function PaymentResult({ tone, title, children, actions }: PaymentResultProps) {
  const productName = useRouteLoaderData<typeof rootLoader>('root')?.productName ?? '';
  return (
    <>
      <TopNav productName={productName} />
      <main id="main" className="payment-result">
        <div className={`card payment-result__card payment-result__card--${tone}`}>
          <span className="payment-result__icon" aria-hidden="true">
            {tone === 'success' ? (
              <CheckIcon size={28} />
            ) : tone === 'pending' ? (
              <CalendarIcon size={28} />
            ) : (
              <CloseIcon size={28} />
            )}
          </span>
          <h1 className="payment-result__title">{title}</h1>
          <div className="payment-result__text">{children}</div>
          <div className="payment-result__actions">{actions}</div>
        </div>
      </main>
    </>
  );
}
