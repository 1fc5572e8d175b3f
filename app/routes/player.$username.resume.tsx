import type { SubmissionResult } from '@conform-to/react';
import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
} from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { skipRevalidationAfterPreview } from '~/components/forms/preview-submissions';
import { profileChildMeta } from '~/components/layout/page-title';
import { PageHeading } from '~/components/profile/page-heading';
import { ResumeDesigner } from '~/components/resume/resume-designer';
import { ResumeDocument } from '~/components/resume/resume-document';
import { resumeStylesheet } from '~/components/resume/stylesheet';
import { DownloadPdfButton } from '~/components/ui/download-pdf';
import { utcDay } from '~/domain/calendar/dates';
import { profileHref } from '~/domain/hosts/hosts';
import {
  defaultResumeSettings,
  disabledSections,
  type ResumeDisabled,
  type ResumeSettings,
} from '~/domain/resume/resume';
import { resumeFormSchema, resumeSettingsFrom } from '~/domain/resume/resume-form';
import type { ResumeModel } from '~/domain/resume/resume-model';
import { loadResume, saveResume } from '~/routes/player.$username.resume.server';
import { requireProfileFeature } from '~/routes/player.$username.server';
import { readSubmission, rejectionReply } from '~/server/form-submission.server';
import { redirectWithToast } from '~/server/toast.server';

/** The profile stays when this page fails alone (issue 31 §6). */
export { PageError as ErrorBoundary } from '~/components/layout/page-error';

export const links: LinksFunction = () => [resumeStylesheet];

export const meta = profileChildMeta('Player Resume');

// spec 2 §8: the preview of a chart range without data is refused; the designer reverts.
export const NO_DATA_FOR_RANGE = 'No data found for new date range, reverting to previous.';

/**
 * The resume child of the profile (feature 78, spec 2 §2): visitors with access see the rendered
 * resume and a Download button; the owner also gets the designer. Nothing of a section the player
 * did not select reaches a visitor's page (the model holds only what is selected).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player, viewer } = await requireProfileFeature(request, context, params.username, 'resume');
  const resume = await loadResume(request, context, player);
  if (!resume) throw new Response('Not found', { status: 404 });
  const isOwner = viewer?.accountId === player.accountId;
  const pdfHref = profileHref(context.host, player.username, 'resume.pdf');
  return {
    model: resume.model,
    pdfHref,
    designer: isOwner
      ? {
          settings: resume.settings,
          defaults: defaultResumeSettings(player.accountId, resume.availability),
          disabled: resume.disabled,
          availability: resume.availability,
          open: new URL(request.url).searchParams.has('designer'),
          today: utcDay(new Date()),
        }
      : null,
  };
}

/**
 * The designer's form (spec 2 §3, works without JavaScript): `save` validates, saves in one batch and
 * redirects; `preview` answers the resume of unsaved selections; `restore-defaults` answers the
 * default selections. Bad input: 400 with field errors, nothing saved.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { player, viewer } = await requireProfileFeature(request, context, params.username, 'resume');
  if (viewer?.accountId !== player.accountId) {
    throw new Response('Only the player can change this resume.', { status: 403 });
  }
  const current = await loadResume(request, context, player);
  if (!current) throw new Response('Not found', { status: 404 });
  const read = await readSubmission(request, resumeFormSchema(current.availability));
  if (!read.ok) return data({ ok: false as const, result: rejectionReply(read) }, { status: read.status });
  const { submission } = read;
  if (submission.status !== 'success') {
    return data({ ok: false as const, result: submission.reply() }, { status: 400 });
  }
  const form = submission.value;

  if (form.intent === 'restore-defaults') {
    const defaults = defaultResumeSettings(player.accountId, current.availability);
    const preview = await loadResume(request, context, player, { override: defaults });
    return {
      ok: true as const,
      intent: form.intent,
      settings: defaults,
      model: preview?.model ?? current.model,
    };
  }

  // spec 2 §4: the chart range is checked against the data; no chart left in it is refused.
  const settings = resumeSettingsFrom(form, player.accountId, current.availability);
  const next = await loadResume(request, context, player, { override: settings });
  if (!next) throw new Response('Not found', { status: 404 });
  if (settings.performanceChartsPage.isSelected && disabledSections(next.availability).chartsPage) {
    const result = submission.reply({ formErrors: [NO_DATA_FOR_RANGE] });
    return data({ ok: false as const, result }, { status: 422 });
  }
  if (form.intent === 'preview') {
    return {
      ok: true as const,
      intent: form.intent,
      settings: next.settings,
      model: next.model,
      disabled: next.disabled,
    };
  }
  const hash = await saveResume(context, next.settings);
  return redirectWithToast(
    `${profileHref(context.host, player.username, 'resume')}?designer&saved=${hash}`,
    {
      text: 'Resume saved',
      type: 'success',
    },
    context.config,
  );
}

export const shouldRevalidate = skipRevalidationAfterPreview;

/** What the action answers when it does not redirect (a saved form redirects). */
type ResumeActionData =
  | { ok: true; intent: string; settings: ResumeSettings; model: ResumeModel; disabled?: ResumeDisabled }
  | { ok: false; result: SubmissionResult<Array<string>> };

export default function PlayerResume() {
  const { model, pdfHref, designer } = useLoaderData<typeof loader>();
  const actionData = useActionData<ResumeActionData>();
  const answered = actionData?.ok ? actionData : null;
  return (
    <div className="page-stack">
      <PageHeading
        title="Player Resume"
        lead="A recruiting resume built from verified rounds, tournaments and news."
        actions={<DownloadPdfButton href={pdfHref} fileName={model.fileName} />}
      />
      {designer ? (
        <ResumeDesigner
          key={answered ? JSON.stringify(answered.settings) : 'stored'}
          initial={answered ? answered.settings : designer.settings}
          defaults={designer.defaults}
          availability={designer.availability}
          disabled={designer.disabled}
          model={answered ? answered.model : model}
          pdfHref={pdfHref}
          defaultOpen={designer.open || actionData !== undefined}
          lastResult={actionData && !actionData.ok ? actionData.result : undefined}
          today={designer.today}
        />
      ) : null}
      <ResumeDocument model={model} />
    </div>
  );
}
