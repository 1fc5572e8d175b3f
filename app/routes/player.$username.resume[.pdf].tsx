import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { parseResumeForm } from '~/domain/resume/resume-form';
import { requireProfileFeature } from '~/server/profile.server';
import { readForm } from '~/server/request-body.server';
import { loadResume, resumePdf } from '~/server/resume.server';

/**
 * spec 2 §7 resumePdfPOST: the resume as a PDF rendered by the PDF Worker. GET: the saved resume,
 * for every viewer the resume child allows (feature 78). POST: the owner's unsaved designer
 * selections (the overlay's Download), validated like the designer's form.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player } = await requireProfileFeature(request, context, params.username, 'resume');
  const resume = await loadResume(request, context, player.accountId);
  if (!resume) throw new Response('Not found', { status: 404 });
  return resumePdf(request, context, resume);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { player, viewer } = await requireProfileFeature(request, context, params.username, 'resume');
  if (viewer?.accountId !== player.accountId) {
    throw new Response('Only the player can download unsaved selections.', { status: 403 });
  }
  const current = await loadResume(request, context, player.accountId);
  if (!current) throw new Response('Not found', { status: 404 });
  const body = await readForm(request);
  if (!body.ok) return Response.json({ error: body.message, fieldErrors: {} }, { status: body.status });
  const result = parseResumeForm(body.form.entries(), player.accountId, current.availability);
  if (!result.ok) {
    return Response.json(
      { error: 'Some selections could not be used.', fieldErrors: result.fieldErrors },
      { status: 400 },
    );
  }
  const resume = await loadResume(request, context, player.accountId, { override: result.settings });
  if (!resume) throw new Response('Not found', { status: 404 });
  return resumePdf(request, context, resume);
}
