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
  it('holds while autoplay is paused, and starts from zero when autoplay starts over', () => {
    const { container, rerender } = render(<BannerProgress slide={1} run={1} running={false} />);
    const bar = container.querySelector('.banner-progress > div') as HTMLElement;
    expect(bar.style.animationPlayState).toBe('paused');
    rerender(<BannerProgress slide={1} run={1} running />);
    expect(container.querySelector('.banner-progress > div')).toBe(bar);
    expect(bar.style.animationPlayState).toBe('running');
    rerender(<BannerProgress slide={1} run={2} running />);
    expect(container.querySelector('.banner-progress > div')).not.toBe(bar);
  });
});
