import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Testimonial } from '@civic/shared';
import { renderWithProviders, mockGet } from '@civic/shared/testing';
import About from './About';

const TESTIMONIALS: Testimonial[] = [
  { id: 1, quote: 'I finally understood our ward budget.', author: 'Mary Njeri', position: 'Resident', company: 'Kiambu', rating: 5, image: '' },
  { id: 2, quote: 'The anonymous channel made me feel safe.', author: 'Peter Ouma', position: 'Teacher', company: 'Kisumu', rating: 4, image: '' },
  { id: 3, quote: 'Our newsroom uses the county data weekly.', author: 'Halima Abdi', position: 'Editor', company: 'Community radio', rating: 3, image: '' },
];

async function renderAbout() {
  mockGet({ '/api/testimonials/': { testimonials: TESTIMONIALS } });
  renderWithProviders(<About />, { route: '/about' });
  await screen.findByText('I finally understood our ward budget.');
}

function slide() {
  return screen.getByRole('group', { name: /Testimonial \d of 3/ });
}

afterEach(() => jest.restoreAllMocks());

describe('About (our story)', () => {
  it('shows its h1, a milestone timeline from 2022 to 2026 and the eight values', async () => {
    await renderAbout();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();

    const timeline = screen.getByRole('region', { name: 'Milestones' });
    const years = within(timeline)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => Number(heading.textContent!.slice(0, 4)));
    expect(years).toEqual([2022, 2023, 2024, 2025, 2026]);

    const values = screen.getByRole('region', { name: 'What we value' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Proximity', 'Transparency', 'Accountability', 'Empowerment', 'Innovation', 'Integrity', 'Collaboration', 'Impact-driven']);
    expect(within(values).getByRole('link', { name: 'Read more about our core values' })).toHaveAttribute('href', '/core-values');
  });

  it('picks a region to show its office', async () => {
    const user = userEvent.setup();
    await renderAbout();
    const presence = screen.getByRole('region', { name: 'Where we work' });
    const eastAfrica = within(presence).getByRole('button', { name: 'East Africa' });
    const northAmerica = within(presence).getByRole('button', { name: 'North America' });
    expect(eastAfrica).toHaveAttribute('aria-pressed', 'true');
    expect(within(presence).getByRole('heading', { level: 3, name: 'Kenya office' })).toBeInTheDocument();
    expect(within(presence).getByText(/Ngong Road, Kilimani, Nairobi 00100, Kenya/)).toBeInTheDocument();

    await user.click(northAmerica);
    expect(northAmerica).toHaveAttribute('aria-pressed', 'true');
    expect(eastAfrica).toHaveAttribute('aria-pressed', 'false');
    expect(within(presence).getByRole('heading', { level: 3, name: 'Ohio office' })).toBeInTheDocument();
    expect(within(presence).getByText(/High Street, Columbus, Ohio 43215, United States/)).toBeInTheDocument();
    expect(within(presence).queryByRole('heading', { level: 3, name: 'Kenya office' })).not.toBeInTheDocument();
  });

  it('moves through the testimonials with next and previous, wrapping at the ends', async () => {
    const user = userEvent.setup();
    await renderAbout();
    expect(slide()).toHaveAccessibleName('Testimonial 1 of 3');
    expect(within(slide()).getByText('Mary Njeri')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(within(slide()).getByText('The anonymous channel made me feel safe.')).toBeInTheDocument();
    expect(screen.queryByText('I finally understood our ward budget.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(within(slide()).getByText('Halima Abdi')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(within(slide()).getByText('Mary Njeri')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(within(slide()).getByText('Halima Abdi')).toBeInTheDocument();
    expect(within(slide()).getByText('Editor, Community radio')).toBeInTheDocument();
  });

  it('has one dot per testimonial; the active one is aria-current and a dot jumps to its testimonial', async () => {
    const user = userEvent.setup();
    await renderAbout();
    const dots = within(screen.getByRole('group', { name: 'Choose a testimonial' })).getAllByRole('button');
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[1]).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Show testimonial 3 of 3' }));
    expect(within(slide()).getByText('Our newsroom uses the county data weekly.')).toBeInTheDocument();
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('states each rating in words', async () => {
    const user = userEvent.setup();
    await renderAbout();
    expect(within(slide()).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(within(slide()).getByRole('img', { name: '4 out of 5 stars' })).toHaveTextContent('★★★★☆');
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(within(slide()).getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();
  });

  it('keeps the story readable when the testimonials fail, and retries', async () => {
    const user = userEvent.setup();
    mockGet({ '/api/testimonials/': { testimonials: TESTIMONIALS } }, { '/api/testimonials/': 1 });
    renderWithProviders(<About />, { route: '/about' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.getByRole('heading', { level: 2, name: 'Milestones' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByText('I finally understood our ward budget.')).toBeInTheDocument());
  });
});
