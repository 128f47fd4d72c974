import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { employerProfiles } from '../../src/db/schema.js';
import { uniqueIp } from '../factories.js';
import { multipartForm, type FormPart, type TestApp } from '../test-app.js';
import { storedFileNames } from './stored-file-keys.js';

/** A complete, valid set of the profile's text fields. */
export const VALID_PROFILE = {
  comp_name: 'Bayanihan Tech Solutions',
  industry: 'Information Technology',
  comp_desc: 'We build accessible software and hire people with disabilities.',
  location: 'Quezon City, Metro Manila',
  contact_no: '+63 917 123 4567',
  comp_site: 'https://bayanihan.example.ph',
} as const;

/** A square logo-sized JPEG carrying EXIF with a camera make (so a metadata check can fail). */
export function logoJpegWithExif(colour = { r: 200, g: 40, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Make: 'KakayahanLogoCam', Copyright: 'Secret Owner' } })
    .toBuffer();
}

export interface ProfileFormOptions {
  /** A logo file in `comp_logo`. */
  logo?: { bytes: Buffer; filename?: string; contentType?: string };
  /** Extra text fields (e.g. an attempt to name another owner). */
  extra?: Record<string, string>;
}

/** The multipart body of POST /api/employer-profile/ from text fields, an optional logo and extras. */
export function profileForm(fields: Record<string, string>, options: ProfileFormOptions = {}) {
  const parts: FormPart[] = Object.entries({ ...fields, ...options.extra }).map(([name, value]) => ({ name, value }));
  if (options.logo) {
    parts.push({
      name: 'comp_logo',
      value: options.logo.bytes,
      filename: options.logo.filename ?? 'logo.jpg',
      contentType: options.logo.contentType ?? 'image/jpeg',
    });
  }
  return multipartForm(parts);
}

/** Posts a profile form as the token's owner, from an address of its own (rate limits stay apart). */
export function postProfile(
  t: TestApp,
  token: string | undefined,
  fields: Record<string, string>,
  options: ProfileFormOptions = {},
) {
  return t.request({
    method: 'POST',
    url: '/api/employer-profile/',
    ...profileForm(fields, options),
    remoteAddress: uniqueIp(),
    ...(token ? { token } : {}),
  });
}

/** The stored row of an employer's profile (to check what the server wrote). */
export async function profileRow(t: TestApp, userId: number) {
  const [row] = await t.db.select().from(employerProfiles).where(eq(employerProfiles.userId, userId));
  return row;
}

/** The names of the logo files in the app's file store (sorted). */
export function storedLogoFiles(t: TestApp): Promise<string[]> {
  return storedFileNames(t, 'public/logos');
}
