import { fireEvent, render, screen } from '@testing-library/react';
import { BannerImage, Carousel } from './Carousel';

const slides = [
  { id: 1, name: 'First banner' },
  { id: 2, name: 'Second banner' },
  { id: 3, name: 'Third banner' },
];

function renderCarousel(onSlide = jest.fn()) {
  render(
    <Carousel slides={slides} keyOf={(s) => s.id} render={(s, first) => <BannerImage src={`/${s.id}.svg`} alt={s.name} first={first} />} onSlide={onSlide} />,
  );
  return onSlide;
}

describe('banner carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('paints the first banner as a plain image fetched first, the others lazily, with their box reserved', () => {
    renderCarousel();
    const first = screen.getByAltText('First banner');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1080');
    expect(first).toHaveAttribute('height', '400');
    expect(screen.getByAltText('Second banner')).toHaveAttribute('loading', 'lazy');
  });

  it('before swiper loads, the plain track shows the banner of a dot', () => {
    const onSlide = renderCarousel();
    const dot = (n: number) => screen.getByRole('tab', { name: `Banner ${n}` });
    expect(dot(1)).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(dot(3));
    expect(dot(3)).toHaveAttribute('aria-selected', 'true');
    expect(onSlide).toHaveBeenLastCalledWith(2);
    // the banners out of view are out of the tab order
    expect(screen.getByAltText('First banner').closest('[inert]')).not.toBeNull();
  });
});
