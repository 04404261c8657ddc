import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_UPLOAD_BYTES } from '@carta/shared';
import { Toaster } from '@/components/ui/toaster';
import { session } from '@/lib/session';
import { FakeXhr } from '@/test/fake-xhr';
import { fakeUser } from '@/test/fixtures';
import { errorBody, onPost, requests, respond } from '@/test/http';
import { ImageDropZone, type UploadedImage } from './image-drop-zone';

function Harness({ initial = null }: { initial?: UploadedImage | null }) {
  const [value, setValue] = useState<UploadedImage | null>(initial);
  return (
    <>
      <span id="logo-label">Logo</span>
      <ImageDropZone labelId="logo-label" value={value} onChange={setValue} />
      <output data-testid="value">{value?.fileName ?? 'none'}</output>
      <Toaster />
    </>
  );
}

const png = (name = 'logo.png', bytes = 64) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const dropZone = () => screen.getByRole('button', { name: /^Logo/ });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:local-preview');
  URL.revokeObjectURL = vi.fn();
  session.signIn(fakeUser(), true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

describe('image drop zone (docs/product.md §4 image upload, §5 drop zone)', () => {
  it('on a touch screen asks for a tap, not a drag and drop', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(pointer: coarse)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(<Harness />);
    expect(dropZone()).toHaveAccessibleName('Logo Tap to choose an image');
    expect(dropZone()).not.toHaveTextContent(/drag/i);
  });

  it('is a labelled, keyboard-reachable zone with the types and 5 MB hint', () => {
    render(<Harness />);
    const zone = dropZone();
    expect(zone).toHaveAttribute('tabindex', '0');
    // Its name holds the prompt it shows (WCAG 2.5.3, label in name).
    expect(zone).toHaveAccessibleName('Logo Drag and drop an image here, or click to choose one');
    expect(zone).toHaveAccessibleDescription('JPEG, JPG, PNG · up to 5 MB');
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(fileInput()).not.toHaveAttribute('multiple');
  });

  it('shows the active, accept and reject states while dragging', async () => {
    render(<Harness />);
    const zone = dropZone();
    const drag = (type: string) =>
      fireEvent.dragEnter(zone, {
        dataTransfer: { types: ['Files'], items: [{ kind: 'file', type }], files: [] },
      });

    drag('image/png');
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'accept'));
    expect(zone).toHaveTextContent('Drop the image here');
    fireEvent.dragLeave(zone);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'idle'));

    drag('application/pdf');
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'reject'));
    expect(zone).toHaveTextContent("This file can't be used");
  });

  it('rejects a file over 5 MB and a file of another type without uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    await user.upload(fileInput(), png('huge.png', MAX_UPLOAD_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image is too large (maximum 5 MB)',
    );

    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Unsupported image type. Please upload a JPEG or PNG image.',
      ),
    );
    expect(requests()).toEqual([]);
  });

  it('shows real progress, then the preview with Change and Remove', async () => {
    // MSW reports an upload's progress only once it is complete: a scripted XHR shows the steps.
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<Harness />);
    await userEvent.upload(fileInput(), png());

    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      'blob:local-preview',
    );
    act(() => FakeXhr.last.progress(40, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();

    act(() =>
      FakeXhr.last.respond(200, { fileName: 'up-1.webp', preSignedUrl: '/files/up-1.webp' }),
    );
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('up-1.webp'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      '/files/up-1.webp',
    );
    // The local preview is released by an effect's cleanup, which React runs after the paint.
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:local-preview'));
    expect(screen.getByRole('button', { name: 'Change' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    expect(dropZone()).toHaveTextContent('Drag and drop an image here');
  });

  it('replaces the image through Change', async () => {
    render(<Harness initial={{ fileName: 'old.webp', url: '/files/old.webp' }} />);
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      '/files/old.webp',
    );
    onPost('/api/files/upload', { fileName: 'new.webp', preSignedUrl: '/files/new.webp' });
    await userEvent.upload(fileInput(), png('new.png'));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('new.webp'));
  });

  it("toasts 'Upload failed' and keeps the previous image when the upload fails", async () => {
    render(<Harness initial={{ fileName: 'old.webp', url: '/files/old.webp' }} />);
    onPost('/api/files/upload', respond(401, errorBody(401, 'Please sign in to continue')));
    await userEvent.upload(fileInput(), png());

    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Upload failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please sign in to upload files');
    expect(screen.getByTestId('value')).toHaveTextContent('old.webp');
  });

  it('cancels an upload in progress', async () => {
    // MSW's XMLHttpRequest interceptor drops abort() while a mocked answer is pending.
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<Harness />);
    await userEvent.upload(fileInput(), png());
    await screen.findByRole('progressbar');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(FakeXhr.last.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
  });
});
