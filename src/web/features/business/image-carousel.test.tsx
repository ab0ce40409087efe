import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Direction } from 'radix-ui';
import { describe, expect, it } from 'vitest';
import { wrapIndex } from '../../components/business/slide-steps';
import type { CarouselSlide } from './carousel-slides';
import { carouselSlides } from './carousel-slides';
import { ImageCarousel } from './image-carousel';

const slides: CarouselSlide[] = [1, 2, 3].map((n) => ({
  key: `image-${n}`,
  src: `/uploads/photo-${n}.webp`,
  srcSet: `/uploads/photo-${n}-400.webp 400w, /uploads/photo-${n}-800.webp 800w, /uploads/photo-${n}.webp 1200w`,
  thumbnail: `/uploads/photo-${n}-400.webp`,
  alt: `Photo ${n}`,
}));

function renderCarousel(items = slides) {
  render(<ImageCarousel slides={items} title="Saffron Lantern Kitchen photos" />);
}

const mainImage = () => screen.getByRole('region', { name: 'Saffron Lantern Kitchen photos' }).querySelector('img');

describe('image carousel (SPEC §2 /r/{slug})', () => {
  it('fetches the first photo first, at the width the screen shows', () => {
    renderCarousel();
    expect(mainImage()).toHaveAttribute('fetchpriority', 'high');
    expect(mainImage()).not.toHaveAttribute('loading', 'lazy');
    expect(mainImage()).toHaveAttribute('srcset', slides[0]?.srcSet);
    expect(mainImage()).toHaveAttribute('sizes', expect.stringContaining('calc(100vw - 2rem)'));
  });

  it('steps with previous and next, wrapping around, and shows the counter', async () => {
    renderCarousel();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(mainImage()).toHaveAttribute('src', '/uploads/photo-2.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('follows the arrow keys while it has focus, and jumps to a thumbnail', async () => {
    renderCarousel();
    screen.getByRole('region', { name: 'Saffron Lantern Kitchen photos' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show image 1' }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('opens the full-screen viewer, which wraps around at both ends', async () => {
    renderCarousel();
    await userEvent.click(screen.getByRole('button', { name: 'View full screen' }));
    const viewer = within(await screen.findByRole('dialog', { name: 'Saffron Lantern Kitchen photos' }));
    expect(viewer.getByText('1 / 3')).toBeInTheDocument();
    await userEvent.click(viewer.getByRole('button', { name: 'Previous image' }));
    expect(viewer.getByText('3 / 3')).toBeInTheDocument();
    expect(viewer.getByRole('img', { name: 'Photo 3' })).toHaveAttribute('src', '/uploads/photo-3.webp');
    await userEvent.click(viewer.getByRole('button', { name: 'Next image' }));
    expect(viewer.getByText('1 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(viewer.getByText('3 / 3')).toBeInTheDocument();
    await userEvent.click(viewer.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The carousel stays on the photo the viewer ended on.
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('turns the other way right to left: ArrowLeft is next, on the carousel and in the viewer', async () => {
    render(
      <Direction.DirectionProvider dir="rtl">
        <ImageCarousel slides={slides} title="Saffron Lantern Kitchen photos" />
      </Direction.DirectionProvider>,
    );
    screen.getByRole('region', { name: 'Saffron Lantern Kitchen photos' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View full screen' }));
    const viewer = within(await screen.findByRole('dialog', { name: 'Saffron Lantern Kitchen photos' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(viewer.getByText('1 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(viewer.getByText('3 / 3')).toBeInTheDocument();
  });

  it('opens the viewer on a double-click of the photo', async () => {
    renderCarousel();
    const image = mainImage();
    if (!image) throw new Error('no main image');
    await userEvent.dblClick(image);
    expect(await screen.findByRole('dialog', { name: 'Saffron Lantern Kitchen photos' })).toBeInTheDocument();
  });

  it('has no arrows or thumbnails for a single photo, and a placeholder for none', () => {
    renderCarousel(slides.slice(0, 1));
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show image 1' })).not.toBeInTheDocument();
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
  });

  it('shows the placeholder without photos', () => {
    renderCarousel([]);
    expect(screen.getByTestId('photo-placeholder')).toBeInTheDocument();
  });
});

describe('carousel slides', () => {
  it('uses the gallery in display order, else the business image, else nothing', () => {
    const images = [
      { id: 'b', imageUrl: '/uploads/b.webp', caption: null, displayOrder: 1 },
      { id: 'a', imageUrl: 'https://example.com/a.jpg', caption: 'Dining room', displayOrder: 0 },
    ];
    expect(carouselSlides({ name: 'Zaytoon', imageUrl: '/uploads/logo.webp', images })).toEqual([
      {
        key: 'a',
        src: 'https://example.com/a.jpg',
        srcSet: undefined,
        thumbnail: 'https://example.com/a.jpg',
        alt: 'Dining room',
      },
      {
        key: 'b',
        src: '/uploads/b.webp',
        srcSet: '/uploads/b-400.webp 400w, /uploads/b-800.webp 800w, /uploads/b.webp 1200w',
        thumbnail: '/uploads/b-400.webp',
        alt: 'Zaytoon photo 2',
      },
    ]);
    expect(carouselSlides({ name: 'Zaytoon', imageUrl: '/uploads/logo.webp', images: [] })).toHaveLength(1);
    expect(carouselSlides({ name: 'Zaytoon', imageUrl: null, images: [] })).toEqual([]);
  });

  it('wraps the index at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });
});
