import { render } from '@testing-library/react';
import { BannerProgress } from './Banner';

describe('banner progress timer', () => {
  it('fills in 30 ms steps to 100 over one 3000 ms period and restarts on a new slide', () => {
    const { container, rerender } = render(<BannerProgress slide={0} />);
    const bar = container.querySelector('.banner-progress > div') as HTMLElement;
    expect(bar.style.animationDuration).toBe('3000ms');
    expect(bar.style.animationTimingFunction).toBe('steps(100, end)');
    rerender(<BannerProgress slide={0} />);
    expect(container.querySelector('.banner-progress > div')).toBe(bar);
    rerender(<BannerProgress slide={1} />);
    const next = container.querySelector('.banner-progress > div') as HTMLElement;
    expect(next).not.toBe(bar);
    expect(next.style.animationTimingFunction).toBe('steps(100, end)');
  });
});
