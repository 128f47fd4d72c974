import { EMPLOYER_VERIFICATION_MESSAGES, type AdminEmployerVerification } from '@kakayahan/contracts';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { isImageDocument } from './verification-words';

/**
 * The registration certificate beside the details it proves: a photo or scan shown here (with a link to
 * open it full size, for zooming into the small print), or a link that opens a PDF in a new tab. The link
 * is signed and short-lived; a picture that no longer loads says so rather than showing a broken image.
 */
export function CertificateView({ verification }: { verification: AdminEmployerVerification }) {
  const headingId = useId();
  // Keyed by the link, so a fresh link (the list was fetched again) is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const company = verification.comp_name;
  const url = verification.document_url;

  let content;
  if (!isImageDocument(verification.document_content_type)) {
    content = (
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
          Open the certificate (PDF, opens in a new tab)
        </a>
        <span className="block break-all text-sm text-slate-700">{verification.document_name}</span>
      </p>
    );
  } else if (failedUrl === url) {
    content = <Alert tone="error">{EMPLOYER_VERIFICATION_MESSAGES.documentLinkInvalid}</Alert>;
  } else {
    content = (
      <figure className="flex flex-col gap-2">
        <img
          src={url}
          alt={`Registration certificate of ${company}`}
          onError={() => setFailedUrl(url)}
          className="max-h-96 w-full rounded-md border-2 border-slate-300 object-contain"
        />
        <figcaption>
          <a href={url} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
            Open the certificate full size (opens in a new tab)
          </a>
        </figcaption>
      </figure>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="text-lg font-bold text-slate-900">
        Registration certificate
      </h4>
      {content}
    </section>
  );
}
