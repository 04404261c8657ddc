import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPERSONATION_HEADER, messages } from '@carta/shared';
import { setBeforeRequest, type ApiError } from '@/lib/api-client';
import { startImpersonation } from '@/lib/impersonation';
import { session } from '@/lib/session';
import { fakeUser } from '@/test/fixtures';
import { FakeXhr } from '@/test/fake-xhr';
import { errorBody, networkError, onPost, requests, respond, type Answer } from '@/test/http';
import { uploadImage } from './upload-image';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

/** The request goes out after the pre-call token check (a few microtasks): wait for it. */
const sent = () => new Promise((resolve) => setTimeout(resolve, 0));

const answerUpload = (answer: Answer<object>) => onPost('/api/files/upload', answer);

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as ApiError,
  );

describe('uploadImage (docs/product.md §7 POST /files/upload, §8 upload errors)', () => {
  it('posts the file as multipart with the bearer token and reports real progress', async () => {
    // MSW reports an upload's progress only once it is complete: a scripted XHR shows the steps.
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = fakeUser({ roles: ['admin'] });
    session.signIn(user, true);
    startImpersonation('acc-9');
    const progress: number[] = [];
    const result = uploadImage(png(), { onProgress: (percent) => progress.push(percent) });
    await sent();

    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/files/upload');
    expect(xhr.headers.Authorization).toBe(`Bearer ${user.tokens.access_token}`);
    expect(xhr.headers[IMPERSONATION_HEADER]).toBe('acc-9');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);

    xhr.progress(25, 100);
    xhr.progress(1000, 1000);
    xhr.respond(200, { fileName: 'f.webp', preSignedUrl: '/files/f.webp' });
    await expect(result).resolves.toEqual({ fileName: 'f.webp', preSignedUrl: '/files/f.webp' });
    expect(progress).toEqual([25, 100]);
  });

  it("refuses without a session: 'Please sign in to upload files' (401)", async () => {
    const error = await failure(uploadImage(png()));
    expect(error).toMatchObject({ status: 401, message: messages.signInToUpload });
    expect(requests()).toEqual([]);
  });

  it('maps answers to the docs/product.md §8 messages', async () => {
    session.signIn(fakeUser(), true);

    answerUpload(respond(401, errorBody(401, 'Please sign in to continue')));
    let pending = failure(uploadImage(png()));
    expect(await pending).toMatchObject({ status: 401, message: messages.signInToUpload });

    answerUpload(respond(502));
    pending = failure(uploadImage(png()));
    expect(await pending).toMatchObject({ status: 502, message: 'Upload failed with status 502' });

    answerUpload(respond(415, errorBody(415, messages.unsupportedImageType)));
    pending = failure(uploadImage(png()));
    expect(await pending).toMatchObject({
      status: 415,
      code: 'unsupportedImageType',
      message: messages.unsupportedImageType,
    });

    answerUpload(networkError());
    pending = failure(uploadImage(png()));
    expect(await pending).toMatchObject({ status: 500, message: messages.fileUploadFailed });

    answerUpload({ unexpected: true });
    pending = failure(uploadImage(png()));
    expect(await pending).toMatchObject({ status: 500, message: messages.fileUploadFailed });
  });

  it('runs the pre-call token refresh first and sends the refreshed token (docs/product.md §4)', async () => {
    session.signIn(fakeUser(), true);
    const refreshed = fakeUser({
      tokens: { access_token: 'a.b.c-refreshed', refresh_token: 'r2' },
    });
    setBeforeRequest(async () => session.signIn(refreshed, true));
    try {
      const upload = answerUpload({ fileName: 'f.webp', preSignedUrl: '/files/f.webp' });
      await uploadImage(png());
      expect(upload.requests()[0]!.headers.get('Authorization')).toBe('Bearer a.b.c-refreshed');
    } finally {
      setBeforeRequest(async () => {});
    }
  });

  it('aborts with the signal', async () => {
    session.signIn(fakeUser(), true);
    // MSW's XMLHttpRequest interceptor drops abort() while a mocked answer is pending.
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const pending = uploadImage(png(), { signal: controller.signal });
    await sent();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });
});
