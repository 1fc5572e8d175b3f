import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { reportMeta } from '~/components/layout/page-title';
import { ResumeDocument } from '~/components/resume/resume-document';
import { resumeStylesheet } from '~/components/resume/stylesheet';
import { DownloadPdfButton } from '~/components/ui/download-pdf';
import { loadResumeReport } from '~/routes/reports.server';

export const links: LinksFunction = () => [resumeStylesheet];

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  reportMeta(data ? `${data.model.playerName} – Player Resume` : null, 'Player Resume');

/** spec 2 §2 report route `resume`: by accountId (default resume data) or by the numeric hash. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const resume = await loadResumeReport(request, context);
  const { search } = new URL(request.url);
  return { model: resume.model, pdfHref: `/reports/resume.pdf${search}` };
}

export default function ResumeReport() {
  const { model, pdfHref } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="report-page">
      <div className="report-page__bar">
        <h1 className="report-page__title">{model.playerName} · Player Resume</h1>
        <DownloadPdfButton href={pdfHref} fileName={model.fileName} />
      </div>
      <ResumeDocument model={model} />
    </main>
  );
}
