import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { CHECKOUT_NOT_CONFIGURED, PlansPage } from '~/components/payment/plans-page';
import { paymentStylesheet } from '~/components/payment/stylesheet';
import { checkoutUrl, PLAN_IDS, PLANS } from '~/domain/accounts/plans';
import { readForm } from '~/server/request-body.server';

export const links: LinksFunction = () => [paymentStylesheet];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    pageTitle(productNameFromMatches(matches), 'Plans and pricing'),
    'Plans and pricing of the golf performance and recruiting site.',
  );

function origin(request: Request, publicOrigin: string): string {
  return publicOrigin.trim() !== '' ? publicOrigin.replace(/\/+$/, '') : new URL(request.url).origin;
}

/** spec 1 §2 payment page: the plans, and whether checkout can start here. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const base = context.config.PAYMENT_CHECKOUT_URL;
  return {
    plans: PLANS,
    checkoutConfigured: checkoutUrl(base, 'player', origin(request, context.config.PUBLIC_ORIGIN)) !== null,
  };
}

const checkoutSchema = z.object({ plan: z.enum(PLAN_IDS) });

/** Starts the hosted checkout for a plan, or says why it cannot. */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readForm(request);
  if (!body.ok) return data({ plan: null, error: body.message }, { status: body.status });
  const parsed = checkoutSchema.safeParse({ plan: body.form.get('plan') ?? undefined });
  if (!parsed.success) {
    return data({ plan: null, error: 'Choose the Player or the Coach plan.' }, { status: 400 });
  }
  const { plan } = parsed.data;
  const url = checkoutUrl(
    context.config.PAYMENT_CHECKOUT_URL,
    plan,
    origin(request, context.config.PUBLIC_ORIGIN),
  );
  if (!url) return data({ plan, error: CHECKOUT_NOT_CONFIGURED }, { status: 503 });
  throw redirect(url);
}

export default function Payment() {
  const { plans, checkoutConfigured } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <PlansPage plans={plans} checkoutConfigured={checkoutConfigured} result={result ?? null} />;
}
