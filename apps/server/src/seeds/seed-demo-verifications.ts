import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { employerVerifications } from '../db/schema-admin.js';
import type { PrivateFileStore } from '../platform/files/private-file-store.js';
import { textPdf } from './seed-demo-pdf.js';

const DAY = 86_400_000;

/** The demo's business registrations (issue 12): one verified employer, one waiting for the admin. */
const REGISTRATIONS = [
  {
    email: 'careers@malasakit-care.demo',
    company: 'Malasakit Customer Care',
    registrationType: 'SEC',
    registrationNumber: 'CS201812345',
    tin: '123456789000',
    verified: true,
  },
  {
    email: 'jobs@kalinga-health.demo',
    company: 'Kalinga Health Services',
    registrationType: 'DTI',
    registrationNumber: '3456789',
    tin: '987654321',
    verified: false,
  },
] as const;

/** Writes each certificate (a generated one-page PDF) into the private store, before the transaction. */
export async function storeDemoCertificates(files: PrivateFileStore): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const registration of REGISTRATIONS) {
    const key = `verifications/demo-${randomUUID()}.pdf`;
    await files.put(
      key,
      textPdf([
        registration.company,
        `${registration.registrationType} registration ${registration.registrationNumber}`,
        'Certificate of registration (demo document, not a real certificate)',
      ]),
    );
    keys.set(registration.email, key);
  }
  return keys;
}

/** Inserts the registrations: Malasakit verified a week ago, Kalinga sent yesterday and waiting. */
export async function seedDemoVerifications(
  tx: Database,
  seed: { idOf: (email: string) => number; certificates: Map<string, string>; now: Date },
): Promise<void> {
  await tx.insert(employerVerifications).values(
    REGISTRATIONS.map((registration) => ({
      employerId: seed.idOf(registration.email),
      registrationType: registration.registrationType,
      registrationNumber: registration.registrationNumber,
      tin: registration.tin,
      documentKey: seed.certificates.get(registration.email) ?? '',
      documentContentType: 'application/pdf',
      documentName: `${registration.registrationType} certificate.pdf`,
      status: registration.verified ? ('verified' as const) : ('pending' as const),
      submittedAt: new Date(seed.now.getTime() - (registration.verified ? 8 : 1) * DAY),
      decidedAt: registration.verified ? new Date(seed.now.getTime() - 7 * DAY) : null,
    })),
  );
}
