import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givenApi } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { type GalleryImage, ownerKeys } from '../owner-queries';
import { businessId, givenGalleryImages } from '../testing/owner-fixtures';
import { GalleryTab } from './gallery-tab';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

function renderGalleryTab(images: GalleryImage[]) {
  renderWithProviders(<GalleryTab businessId={businessId} businessName="Saffron Lantern Kitchen" />, {
    queryData: [[ownerKeys.images(businessId), images]],
    staleTime: Infinity,
  });
}

async function openAddImage() {
  await userEvent.click(screen.getByRole('button', { name: 'Add Image' }));
  return screen.findByRole('dialog', { name: 'Add Image' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('gallery tab (SPEC §2 Gallery tab, §5 Gallery upload)', () => {
  it("says 'No Images Yet' without images", () => {
    renderGalleryTab([]);
    expect(screen.getByText('No Images Yet')).toBeInTheDocument();
  });

  it('shows each image with its order and caption, and moves through them in the viewer', async () => {
    renderGalleryTab(givenGalleryImages(3));
    expect(screen.getByLabelText('Photo 1')).toHaveTextContent('1');
    expect(screen.getByLabelText('Photo 3')).toHaveTextContent('3');
    expect(screen.getByText('Our dining room')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Our dining room' }));
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/uploads/gallery-1.webp');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next image' }));
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/uploads/gallery-2.webp');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Show image 3' }));
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/uploads/gallery-3.webp');
    expect(within(viewer).getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Previous image' }));
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/uploads/gallery-2.webp');
  });

  it('refuses a file that is not an image before uploading', async () => {
    const fetchMock = givenApi({});
    renderGalleryTab([]);
    const dialog = await openAddImage();
    const notImage = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(within(dialog).getByLabelText('Image'), notImage, { applyAccept: false });
    expect(notify.notifyError).toHaveBeenCalledWith('Invalid file type', 'Please select an image file.');
    expect(within(dialog).getByRole('button', { name: 'Upload Image' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads the image with its caption as multipart', async () => {
    const fetchMock = givenApi({
      'POST /api/owner/businesses/:id/images': () => Response.json(givenGalleryImages(1)[0], { status: 201 }),
    });
    renderGalleryTab([]);
    const dialog = await openAddImage();
    const photo = new File([new Uint8Array([1, 2, 3])], 'dining.webp', { type: 'image/webp' });
    await userEvent.upload(within(dialog).getByLabelText('Image'), photo);
    await userEvent.type(within(dialog).getByLabelText('Caption'), ' Our dining room ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Image' }));

    expect(notify.notifySuccess).toHaveBeenCalledWith('Image Uploaded');
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('file')).toBeInstanceOf(File);
    expect(body.get('caption')).toBe('Our dining room');
  });

  it("says 'Upload Failed' when the upload fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({
      'POST /api/owner/businesses/:id/images': () =>
        Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 }),
    });
    renderGalleryTab([]);
    const dialog = await openAddImage();
    await userEvent.upload(within(dialog).getByLabelText('Image'), new File(['x'], 'a.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Image' }));
    expect(notify.notifyError).toHaveBeenCalledWith('Upload Failed', 'Failed to upload image. Please try again.');
  });

  it('deletes an image after the browser confirmation', async () => {
    givenApi({ 'DELETE /api/owner/businesses/:id/images/:imageId': () => Response.json({ deleted: true }) });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderGalleryTab(givenGalleryImages(2));
    await userEvent.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this image?');
    expect(notify.notifySuccess).toHaveBeenCalledWith('Image Deleted');
  });
});
