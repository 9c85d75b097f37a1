import { render, screen } from '@testing-library/react';
import { SafeHtml } from '.';

describe('SafeHtml', () => {
  it('shows plain text at once, as text', () => {
    render(<SafeHtml html="Insufficient balance" />);
    expect(screen.getByText('Insufficient balance')).toBeInTheDocument();
  });

  it('shows markup once sanitised: no script, no handler, no javascript: link survives', async () => {
    const { container } = render(
      <SafeHtml html={'<p><b>Bonus</b> &amp; more <img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">go</a></p><script>alert(1)</script>'} />,
    );
    expect(await screen.findByText('Bonus')).toContainHTML('<b>Bonus</b>');
    expect(container).toHaveTextContent('Bonus & more go');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(container.querySelector('a')).not.toHaveAttribute('href');
  });
});
