import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, givenApi, requestsTo } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { type GalleryImage, ownerKeys } from '../owner-queries';
import { businessId, givenGalleryImages } from '../testing/owner-fixtures';
import { GalleryTab } from './gallery-tab';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

function renderGalleryTab(images: GalleryImage[], coverUrl: string | null = null) {
  renderWithProviders(
    <GalleryTab businessId={businessId} businessName="Saffron Lantern Kitchen" coverUrl={coverUrl} />,
    { queryData: [[ownerKeys.images(businessId), images]], staleTime: Infinity },
  );
}

/** The gallery's API, keeping the order it is given: `refuseOrder` answers a new order with a 400. */
function givenGalleryApi(images: GalleryImage[], { refuseOrder = false } = {}) {
  let saved = images;
  return givenApi({
    'GET /api/owner/businesses/:businessId/images': () => Response.json(saved),
    'PUT /api/owner/businesses/:businessId/images/order': (_, init) => {
      if (refuseOrder) return Response.json({ error: { code: 'VALIDATION', message: 'Refused.' } }, { status: 400 });
      const { imageIds } = JSON.parse(String(init?.body)) as { imageIds: string[] };
      saved = imageIds.map((id, displayOrder) => ({ ...images.find((i) => i.id === id)!, displayOrder }));
      return Response.json(saved);
    },
    'PUT /api/owner/businesses/:businessId/images/:imageId/cover': (url) =>
      Response.json({ imageUrl: images.find((i) => url.pathname.includes(i.id))?.imageUrl }),
  });
}

/** The photos in the order shown, by the number in their file names (gallery-2.webp is 2). */
const shownOrder = () =>
  screen.getAllByRole('listitem').map((item) => {
    const photo = within(item)
      .getAllByRole('img')
      .find((img) => img.tagName === 'IMG');
    return Number(photo?.getAttribute('src')?.match(/gallery-(\d+)/)?.[1]);
  });

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
      'POST /api/owner/businesses/:businessId/images': () => Response.json(givenGalleryImages(1)[0], { status: 201 }),
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
      'POST /api/owner/businesses/:businessId/images': () =>
        Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 }),
    });
    renderGalleryTab([]);
    const dialog = await openAddImage();
    await userEvent.upload(within(dialog).getByLabelText('Image'), new File(['x'], 'a.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Image' }));
    expect(notify.notifyError).toHaveBeenCalledWith('Upload Failed', 'Failed to upload image. Please try again.');
  });

  it('deletes an image after the confirmation, and nothing when cancelled', async () => {
    const fetchMock = givenApi({
      'DELETE /api/owner/businesses/:businessId/images/:imageId': () => Response.json({ deleted: true }),
      'GET /api/owner/businesses/:businessId/images': () => Response.json(givenGalleryImages(1)),
    });
    renderGalleryTab(givenGalleryImages(2));
    await userEvent.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete photo 2?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this image?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'DELETE', /\/images\//)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete photo 2?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(requestsTo(fetchMock, 'DELETE', /\/images\/7e6d5c4b-0000-4000-8000-000000000002$/)).toHaveLength(1);
    expect(notify.notifySuccess).toHaveBeenCalledWith('Image Deleted');
  });
});

describe('gallery order and cover (keyboard, drag and drop)', () => {
  it('moves a photo with its arrows, saves the whole order, and keeps the focus on the moved photo', async () => {
    const images = givenGalleryImages(3);
    const fetchMock = givenGalleryApi(images);
    renderGalleryTab(images);
    expect(screen.getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 down' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Move photo 2 up' }));
    expect(bodyOf(requestsTo(fetchMock, 'PUT', /\/images\/order$/)[0])).toEqual({
      imageIds: [images[1]!.id, images[0]!.id, images[2]!.id],
    });
    expect(shownOrder()).toEqual([2, 1, 3]);
    expect(screen.getByRole('status')).toHaveTextContent('Photo 2 moved to position 1.');
    // First now: it cannot go further up, so the focus stays on its other arrow.
    expect(screen.getByRole('button', { name: 'Move photo 1 down' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(shownOrder()).toEqual([1, 2, 3]);
    expect(screen.getByRole('button', { name: 'Move photo 2 down' })).toHaveFocus();
  });

  it('puts the saved order back when the new one is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const images = givenGalleryImages(2);
    givenGalleryApi(images, { refuseOrder: true });
    renderGalleryTab(images);
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 1 down' }));
    expect(notify.notifyError).toHaveBeenCalledWith('Failed to update the gallery order.');
    await waitFor(() => expect(shownOrder()).toEqual([1, 2]));
  });

  it('moves a photo dragged onto another one to its place', async () => {
    const images = givenGalleryImages(3);
    const fetchMock = givenGalleryApi(images);
    renderGalleryTab(images);
    const [first, , third] = screen.getAllByRole('listitem');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(third!, { dataTransfer });
    fireEvent.dragEnter(first!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    fireEvent.dragEnd(third!, { dataTransfer });

    await waitFor(() =>
      expect(bodyOf(requestsTo(fetchMock, 'PUT', /\/images\/order$/)[0])).toEqual({
        imageIds: [images[2]!.id, images[0]!.id, images[1]!.id],
      }),
    );
    expect(shownOrder()).toEqual([3, 1, 2]);
  });

  it("marks the cover and makes another photo the cover of the business's cards", async () => {
    const images = givenGalleryImages(2);
    const fetchMock = givenGalleryApi(images);
    renderGalleryTab(images, images[0]!.imageUrl);
    const [cover, other] = screen.getAllByRole('listitem');
    expect(within(cover!).getByText('Cover')).toBeInTheDocument();
    expect(within(cover!).queryByRole('button', { name: /as cover/ })).not.toBeInTheDocument();
    expect(within(other!).queryByText('Cover')).not.toBeInTheDocument();

    await userEvent.click(within(other!).getByRole('button', { name: 'Use photo 2 as cover' }));
    const puts = requestsTo(fetchMock, 'PUT', /\/cover$/);
    expect(puts).toHaveLength(1);
    expect(String(puts[0]?.[0])).toContain(`/images/${images[1]!.id}/cover`);
    expect(notify.notifySuccess).toHaveBeenCalledWith(
      'Cover Photo Updated',
      'Your business cards now show this photo.',
    );
  });

  it('asks first when the cover it replaces is not a gallery photo', async () => {
    const images = givenGalleryImages(2);
    const fetchMock = givenGalleryApi(images);
    renderGalleryTab(images, '/uploads/submitted-photo.webp');
    expect(screen.queryByText('Cover')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use photo 1 as cover' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the cover photo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'PUT', /\/cover$/)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Use photo 1 as cover' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Use as cover' }));
    expect(requestsTo(fetchMock, 'PUT', /\/cover$/)).toHaveLength(1);
  });
});
