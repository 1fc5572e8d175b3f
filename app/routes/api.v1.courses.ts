import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import type { z } from 'zod';
import { courseIngestSchema, type courseSavedSchema } from '~/domain/rounds/ingest';
import { requireApiAccount } from '~/server/api-auth.server';
import { parseBody, postOnly, saved } from '~/server/ingest.server';
import { refreshCourseCopies, upsertCourse } from '~db/queries/ingest';

/**
 * POST /api/v1/courses (issue 5 point 8): the mobile app creates a course, or updates the one it
 * sent before under the same clientCourseId. 201 when created, 200 when updated; both with the id
 * that rounds name as courseId. An update reaches the course's copies on the round shards too.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return postOnly();
  const accountId = await requireApiAccount(request, context);
  const body = await parseBody(request, courseIngestSchema, 'course');
  if ('response' in body) return body.response;
  const { courseId, created } = await upsertCourse(context.db, accountId, body.data);
  // Rounds already name a changed course: its copies beside them change with it (decision 119).
  if (!created) await refreshCourseCopies(context.db, context.shards, courseId);
  const answer: z.infer<typeof courseSavedSchema> = { courseId, created };
  return saved(answer, created);
}

export function loader() {
  return postOnly();
}
