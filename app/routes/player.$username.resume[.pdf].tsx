import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { defaultResumeSettings } from '~/domain/resume/resume';
import { resumeFormSchema, resumeSettingsFrom } from '~/domain/resume/resume-form';
import { loadResume, resumePdf } from '~/routes/player.$username.resume.server';
import { requireProfileFeature } from '~/routes/player.$username.server';
import { readSubmission } from '~/server/form-submission.server';

/**
 * spec 2 §7 resumePdfPOST: the resume as a PDF rendered by the PDF Worker. GET: the saved resume,
 * for every viewer the resume child allows (feature 78). POST: the owner's unsaved designer
 * selections (the overlay's Download), validated like the designer's form.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player } = await requireProfileFeature(request, context, params.username, 'resume');
  const resume = await loadResume(request, context, player);
  if (!resume) throw new Response('Not found', { status: 404 });
  return resumePdf(request, context, resume);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { player, viewer } = await requireProfileFeature(request, context, params.username, 'resume');
  if (viewer?.accountId !== player.accountId) {
    throw new Response('Only the player can download unsaved selections.', { status: 403 });
  }
  const current = await loadResume(request, context, player);
  if (!current) throw new Response('Not found', { status: 404 });
  const read = await readSubmission(request, resumeFormSchema(current.availability));
  if (!read.ok) return Response.json({ error: read.message, fieldErrors: {} }, { status: read.status });
  const { submission } = read;
  if (submission.status !== 'success') {
    return Response.json(
      { error: 'Some selections could not be used.', fieldErrors: submission.error ?? {} },
      { status: 400 },
    );
  }
  const form = submission.value;
  const settings =
    form.intent === 'restore-defaults'
      ? defaultResumeSettings(player.accountId, current.availability)
      : resumeSettingsFrom(form, player.accountId, current.availability);
  const resume = await loadResume(request, context, player, { override: settings });
  if (!resume) throw new Response('Not found', { status: 404 });
  return resumePdf(request, context, resume);
}
