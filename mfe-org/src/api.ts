import {
  api,
  type ContactMessage,
  type FaqEntry,
  type FaqResponse,
  type MessageResponse,
  type PublicationResource,
  type PublicationsResponse,
  type TeamMember,
  type TeamResponse,
  type Testimonial,
  type TestimonialsResponse,
} from '@civic/shared';

/** Typed calls to the organisation section's endpoints, all through the shared API client. */

export async function fetchFaq(signal?: AbortSignal): Promise<FaqEntry[]> {
  const { data } = await api.get<FaqResponse>('/api/faq/', { signal });
  return data.faqs;
}

export async function fetchPublications(signal?: AbortSignal): Promise<PublicationResource[]> {
  const { data } = await api.get<PublicationsResponse>('/api/publications/', { signal });
  return data.publications;
}

export async function fetchTeam(signal?: AbortSignal): Promise<TeamMember[]> {
  const { data } = await api.get<TeamResponse>('/api/team/', { signal });
  return data.members;
}

export async function fetchTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  const { data } = await api.get<TestimonialsResponse>('/api/testimonials/', { signal });
  return data.testimonials;
}

/** `trap` is the hidden honeypot field's content: empty for a person, so it is sent only when a script filled it. */
export async function sendContactMessage(message: ContactMessage, trap = ''): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>('/api/contact/', trap ? { ...message, website: trap } : message);
  return data;
}

/** Which list an e-mailed newsletter link was about. */
export type NewsletterList = 'general' | 'workshops';

export async function confirmNewsletter(token: string): Promise<NewsletterList> {
  const { data } = await api.post<{ list: NewsletterList }>('/api/newsletter/confirm/', { token });
  return data.list;
}

export async function unsubscribeNewsletter(token: string): Promise<NewsletterList> {
  const { data } = await api.post<{ list: NewsletterList }>('/api/newsletter/unsubscribe/', { token });
  return data.list;
}
