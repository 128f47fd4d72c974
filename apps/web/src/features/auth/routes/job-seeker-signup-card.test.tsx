import { STORAGE_KEYS } from '@kakayahan/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreparedCardImage } from '../card-image/card-image-canvas';
import { jsonResponse, mockApi, renderPage } from '../components/test-harness';
import JobSeekerSignupPage from './job-seeker-signup-page';

// jsdom has no canvas: the canvas step is replaced; its pixel math is tested in card-image-pixels.test.ts.
const prepareCardImage = vi.hoisted(() => vi.fn<(file: File) => Promise<PreparedCardImage>>());
vi.mock('../card-image/card-image-canvas', () => ({ prepareCardImage }));

const STRONG_PASSWORD = 'Lakad-Bundok#47';
const BUSY = 'Processing image, please wait...';
const READ = 'We read your card. Check the ID number and disability type below.';
const FAILED = 'There was an issue processing your image. Please enter your credentials manually below to continue.';
const OCR_IMAGE = new Blob(['png bytes'], { type: 'image/png' });
const UPLOAD_IMAGE = new Blob(['jpeg bytes'], { type: 'image/jpeg' });

function cardPhoto(type = 'image/jpeg'): File {
  return new File(['photo'], 'card.jpg', { type });
}

function ocrAnswer(id_number: string, disability = 'Visual Disability') {
  return jsonResponse({ text: `REPUBLIC OF THE PHILIPPINES ID NO ${id_number} ${disability}`, disability, id_number });
}

function field(name: RegExp): HTMLInputElement {
  return screen.getByLabelText(name, { selector: 'input, select' });
}

function fileInputs(container: HTMLElement): { camera: HTMLInputElement; files: HTMLInputElement } {
  const [camera, files] = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="file"]'));
  if (!camera || !files) throw new Error('The card widget has no file inputs.');
  return { camera, files };
}

async function enter(user: UserEvent, input: HTMLInputElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

function renderSignup() {
  const user = userEvent.setup();
  const view = renderPage(<JobSeekerSignupPage />, { path: '/job-seeker/signup' });
  return { user, ...view };
}

beforeEach(() => {
  prepareCardImage.mockResolvedValue({
    ocrImage: OCR_IMAGE,
    uploadImage: UPLOAD_IMAGE,
    sharpness: 900,
    isGrayscale: false,
  });
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:card-preview') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
});

afterEach(() => {
  vi.restoreAllMocks();
  prepareCardImage.mockReset();
});

describe('Job seeker sign-up: PWD card reading', { timeout: 15_000 }, () => {
  it('offers the camera and a file picker, and says the reading can be corrected by hand', async () => {
    const { container } = renderSignup();
    const takePhoto = await screen.findByRole('button', { name: 'Take Photo' });
    expect(takePhoto).toHaveAccessibleDescription(/if the reading is wrong, you can type them in yourself/i);
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeVisible();
    const { camera, files } = fileInputs(container);
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    // Without `capture`, a phone offers its gallery and files as well as the camera.
    expect(files).toHaveAttribute('accept', 'image/*');
    expect(files).not.toHaveAttribute('capture');
  });

  it('shows the photo, says it is busy, then fills the fields from the reading (national ID formatted)', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = mockApi({
      'POST /api/ocr/': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user, container } = renderSignup();
    await screen.findByRole('button', { name: 'Take Photo' });
    const photo = cardPhoto();
    await user.upload(fileInputs(container).camera, photo);

    expect(await screen.findByText(BUSY)).toBeVisible();
    expect(screen.getByText(BUSY).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Preview: the PWD ID card you chose' })).toHaveAttribute(
      'src',
      'blob:card-preview',
    );
    expect(field(/^id number/i).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(prepareCardImage).toHaveBeenCalledWith(photo);
    expect(calls[0]?.authorization).toBeNull();
    expect(calls[0]?.form?.get('image')).toBeInstanceOf(Blob);
    expect((calls[0]?.form?.get('image') as Blob).type).toBe('image/png');

    answer(ocrAnswer('1376040001234567'));
    expect(await screen.findByText(READ)).toBeVisible();
    expect(screen.queryByText(BUSY)).toBeNull();
    expect(field(/^id number/i)).toHaveValue('13-7604-000-1234567');
    expect(field(/^disability type/i)).toHaveValue('Visual Disability');
    expect(field(/^id number/i).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    // Focus was still on the widget, so it moves to the first field to check.
    expect(field(/^id number/i)).toHaveFocus();

    // The reading can be corrected by hand.
    await user.clear(field(/^id number/i));
    await user.type(field(/^id number/i), '1376040001234568');
    expect(field(/^id number/i)).toHaveValue('1376040001234568');
    await user.selectOptions(field(/^disability type/i), 'Learning Disability');
    expect(field(/^disability type/i)).toHaveValue('Learning Disability');
  });

  it('shows an ID number without the national shape as digits, and asks for what it could not find', async () => {
    mockApi({ 'POST /api/ocr/': () => ocrAnswer('12345678', '') });
    const { user, container } = renderSignup();
    await screen.findByRole('button', { name: 'Upload Photo' });
    await user.upload(fileInputs(container).files, cardPhoto());
    expect(await screen.findByText(/We could not find the disability type: please choose it\./u)).toBeVisible();
    expect(field(/^id number/i)).toHaveValue('12345678');
    expect(field(/^disability type/i)).toHaveValue('');
    expect(field(/^disability type/i)).toHaveFocus();
  });

  it('does not move focus when the person has moved on to another field', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'POST /api/ocr/': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user, container } = renderSignup();
    await screen.findByRole('button', { name: 'Take Photo' });
    await user.upload(fileInputs(container).camera, cardPhoto());
    await screen.findByText(BUSY);
    await user.click(field(/^first name/i));
    answer(ocrAnswer('1376040001234567'));
    await screen.findByText(READ);
    expect(field(/^first name/i)).toHaveFocus();
  });

  it.each([
    {
      problem: 'an unavailable reader',
      respond: () => jsonResponse({ error: 'Card reading is not available right now.' }, 503),
      message: `Card reading is not available right now. ${FAILED}`,
    },
    {
      problem: 'a photo that is too large',
      respond: () => jsonResponse({ error: 'The image must be at most 10 MB.' }, 413),
      message: `The image must be at most 10 MB. ${FAILED}`,
    },
    { problem: 'a network failure', respond: () => Promise.reject(new TypeError('Failed to fetch')), message: FAILED },
    { problem: 'a reading that found nothing', respond: () => ocrAnswer('', ''), message: FAILED },
  ])('on $problem says so and leaves the fields to type by hand', async ({ respond, message }) => {
    mockApi({ 'POST /api/ocr/': respond });
    const { user, container } = renderSignup();
    await screen.findByRole('button', { name: 'Take Photo' });
    await user.upload(fileInputs(container).camera, cardPhoto());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(BUSY)).toBeNull();
    await enter(user, field(/^id number/i), '0123456');
    expect(field(/^id number/i)).toHaveValue('0123456');
  });

  it('says so when the photo cannot be opened or is not an image', async () => {
    const { calls } = mockApi({});
    prepareCardImage.mockRejectedValue(new Error('decode failed'));
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderPage(<JobSeekerSignupPage />, { path: '/job-seeker/signup' });
    await screen.findByRole('button', { name: 'Take Photo' });
    await user.upload(fileInputs(container).files, cardPhoto());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This photo could not be opened. Try another photo, for example a JPEG or PNG.');
    expect(alert).toHaveTextContent(FAILED);

    await user.upload(fileInputs(container).files, new File(['%PDF'], 'card.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please choose a photo (an image file) of your PWD ID card.'),
    );
    expect(calls).toHaveLength(0);
  });
});

describe('Job seeker sign-up: card upload after the account is created', { timeout: 20_000 }, () => {
  async function readCardAndSignUp(user: UserEvent, container: HTMLElement) {
    await screen.findByRole('button', { name: 'Take Photo' });
    await user.upload(fileInputs(container).camera, cardPhoto());
    await screen.findByText(READ);
    await enter(user, field(/^first name/i), 'Maria');
    await enter(user, field(/^last name/i), 'Santos');
    await enter(user, field(/^email/i), 'maria@example.ph');
    await enter(user, field(/^password/i), STRONG_PASSWORD);
    await enter(user, field(/^confirm password/i), STRONG_PASSWORD);
    await user.click(screen.getByRole('checkbox', { name: /i have read and agree/i }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('uploads the colour photo for the new user with its ticket, without an Authorization header', async () => {
    const { calls } = mockApi({
      'POST /api/ocr/': () => ocrAnswer('1376040001234567'),
      'POST /api/signup/': () =>
        jsonResponse(
          { id: 7, message: 'Registration Successful. Account pending approval.', upload_ticket: 'one-time-7' },
          201,
        ),
      'POST /api/upload-pwd-card/': () => jsonResponse({ message: 'Card uploaded.' }, 201),
    });
    const { user, container, router } = renderSignup();
    // Even with a session in the browser, the upload carries no token (document 1 §7).
    localStorage.setItem(STORAGE_KEYS.authToken, 'someone-elses-token-0123456789');
    localStorage.setItem(STORAGE_KEYS.userId, '3');
    localStorage.setItem(STORAGE_KEYS.userType, 'Employee');
    localStorage.setItem(STORAGE_KEYS.username, 'Ana Cruz');
    await readCardAndSignUp(user, container);

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/check-email'));
    expect(router.state.location.state).toEqual({ email: 'maria@example.ph', role: 'Employee', cardUpload: 'sent' });
    expect(calls.map((call) => call.path)).toEqual(['/api/ocr/', '/api/signup/', '/api/upload-pwd-card/']);
    expect(calls[1]?.body).toMatchObject({
      ID_number: '1376040001234567',
      user_disability: 'Visual Disability',
      card_upload: 'ticket',
    });
    const upload = calls[2];
    expect(upload?.authorization).toBeNull();
    expect(upload?.form?.get('user')).toBe('7');
    expect(upload?.form?.get('ticket')).toBe('one-time-7');
    const image = upload?.form?.get('image');
    expect(image).toBeInstanceOf(Blob);
    expect((image as Blob).type).toBe('image/jpeg');
  });

  it('tells the next page when the upload failed after the account was created', async () => {
    mockApi({
      'POST /api/ocr/': () => ocrAnswer('1376040001234567'),
      'POST /api/signup/': () =>
        jsonResponse({ id: 8, message: 'Registration Successful. Account pending approval.', upload_ticket: 't' }, 201),
      'POST /api/upload-pwd-card/': () => jsonResponse({ error: 'Storage is full.' }, 500),
    });
    const { user, container, router } = renderSignup();
    await readCardAndSignUp(user, container);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/check-email'));
    expect(router.state.location.state).toEqual({ email: 'maria@example.ph', role: 'Employee', cardUpload: 'failed' });
  });
});
