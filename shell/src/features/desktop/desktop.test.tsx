import { filterPromotions, http, invalidateResources, type Promotion } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PromotionsPage } from './PromotionsPage';
import { RegisterPage } from './RegisterPage';

const promo = (id: number, category: number, name: string): Promotion => ({
  id,
  name,
  desc: `${name} details`,
  thumbnail: '/p.svg',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  status: 'active',
  deposit_bouns: 10,
  turnover: 1,
  category,
  tag: 'Tag',
});
const base = {
  'GET /api/logo': () => [200, [{ logo: '', mobile_logo: '', loader_logo: '', favicon: '' }]] as [number, unknown],
  'GET /api/general': () => [200, { success: true, data: { site_title: 'BetBazar' } }] as [number, unknown],
  'GET /api/sliders': () => [200, { success: true, data: { main: [], favourite: [], feature: [] } }] as [number, unknown],
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Presses a button once it is there and enabled (a submission is checked asynchronously). */
const press = async (name: string) => {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
};
/** Fills step 1 and goes on. */
function stepOne() {
  type('Username', 'karim2026');
  type('Password', 'pass12345');
  type('Confirm Password', 'pass12345');
}
/** Fills step 2 with `captcha`, ticks the age box and waits for the captcha image. */
async function stepTwo(captcha: string) {
  await screen.findByLabelText('Full name');
  type('Full name', 'Karim Hossain');
  type('Phone number', '1712345678');
  type('Email', 'k@example.com');
  type('Captcha', captcha);
  fireEvent.click(screen.getByRole('checkbox'));
  await screen.findByAltText('Captcha image');
}

describe('desktop register', () => {
  beforeEach(() => invalidateResources());

  it('step 1 and step 2 give the spec messages; Previous goes back', async () => {
    mockApi(http, { ...base, 'GET /api/captcha': () => [200, { success: true, data: { captcha_id: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+' } }] });
    renderAt(<RegisterPage />, '/register');
    await press('Next');
    expect(await screen.findByText('Please fill in all fields.')).toBeInTheDocument();
    type('Username', 'karim2026');
    type('Password', 'pass12345');
    type('Confirm Password', 'pass12346');
    await press('Next');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    type('Confirm Password', 'pass12345');
    expect(screen.getByLabelText('Currency')).toHaveValue('8');
    await press('Next');
    await press('Register');
    expect(await screen.findByText('Please fill in all fields for step 2.')).toBeInTheDocument();
    type('Full name', 'Karim Hossain');
    type('Phone number', '1712345678');
    type('Email', 'k@example.com');
    type('Captcha', '1234');
    await press('Register');
    expect(await screen.findByText('You must confirm that you are 18 years old.')).toBeInTheDocument();
    await press('Previous');
    await screen.findByLabelText('Username');
    expect(await screen.findByLabelText('Username')).toHaveValue('karim2026');
  });

  it('a successful step 2 sends the form with the captcha, says Registration Successful and starts over', async () => {
    let n = 0;
    const calls = mockApi(http, {
      ...base,
      'GET /api/captcha': () => {
        n += 1;
        return [200, { success: true, data: { captcha_id: `c${n}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' } }];
      },
      'POST /api/register': () => [201, { success: true, message: 'Registration Successful' }],
    });
    renderAt(<RegisterPage />, '/register');
    stepOne();
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: '7' } });
    await press('Next');
    await stepTwo('4321');
    await press('Register');
    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('');
    const sent = calls.find((c) => c.url === '/api/register')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      username: 'karim2026',
      currencyType: '7',
      callingCode: '880',
      phoneNumber: '1712345678',
      captcha: '4321',
      captcha_id: 'c1',
      ageCheck: true,
    });
  });

  it('a refused captcha shows the server message and loads a new one', async () => {
    let n = 0;
    mockApi(http, {
      ...base,
      'GET /api/captcha': () => {
        n += 1;
        return [200, { success: true, data: { captcha_id: `c${n}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' } }];
      },
      'POST /api/register': () => [
        422,
        { message: 'The captcha is incorrect. Please try again.', errors: { captcha: ['The captcha is incorrect. Please try again.'] } },
      ],
    });
    renderAt(<RegisterPage />, '/register');
    stepOne();
    await press('Next');
    await stepTwo('0000');
    await press('Register');
    expect(await screen.findByText('The captcha is incorrect. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByAltText('Captcha image')).toHaveAttribute('data-captcha-id', 'c2'));
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
  });
});

describe('desktop promotions', () => {
  beforeEach(() => invalidateResources());

  it('filters by category id', () => {
    const rows = [promo(1, 99, 'A'), promo(2, 1, 'B'), promo(3, 4, 'C')];
    expect(filterPromotions(rows, 'all')).toHaveLength(3);
    expect(filterPromotions(rows, 1).map((p) => p.name)).toEqual(['B']);
    expect(filterPromotions(rows, 8)).toEqual([]);
  });

  it('shows cards with Sign Up Now and Details, and the filter narrows them', async () => {
    mockApi(http, { ...base, 'GET /api/promotion': () => [200, { success: true, data: [promo(1, 99, 'Welcome 50%'), promo(2, 1, 'Free Spins')] }] });
    renderAt(<PromotionsPage />, '/promotions');
    const card = await screen.findByRole('article', { name: 'Welcome 50%' });
    expect(within(card).getByText('2026/01/01 - 2026/12/31')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/register');
    fireEvent.click(screen.getByRole('button', { name: 'Slots' }));
    expect(screen.queryByRole('article', { name: 'Welcome 50%' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Free Spins' })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('article', { name: 'Free Spins' })).getByRole('button', { name: 'Details' }));
    expect(screen.getByRole('dialog', { name: 'Free Spins' })).toHaveTextContent('Free Spins details');
    fireEvent.click(screen.getByRole('button', { name: 'Fishing' }));
    expect(screen.getByText('No promotions in this category yet.')).toBeInTheDocument();
  });
});
