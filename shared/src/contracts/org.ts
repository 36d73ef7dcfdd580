/** Contracts of the organisation section's endpoints, shared by mfe-org and the API. */
export interface FaqEntry {
  id: string;
  category: string;
  question: string;
  answer: string;
}
export interface FaqResponse {
  faqs: FaqEntry[];
}

export type PublicationCategory = 'policy' | 'guidelines' | 'practices';
export interface PublicationResource {
  id: string;
  title: string;
  description: string;
  category: PublicationCategory;
  downloadUrl: string;
  fileName: string;
  sizeBytes: number;
  publishedOn: string;
}
export interface PublicationsResponse {
  publications: PublicationResource[];
}

export interface TeamMember {
  id: number;
  name: string;
  role: string;
  department: string;
  bio: string;
  image: string;
  joinedOn: string;
  socialLinks: { linkedin?: string; twitter?: string; github?: string };
}
export interface TeamResponse {
  members: TeamMember[];
}

export interface Testimonial {
  id: number;
  quote: string;
  author: string;
  position: string;
  company: string;
  rating: number;
  image: string;
}
export interface TestimonialsResponse {
  testimonials: Testimonial[];
}

export interface ContactMessage {
  name: string;
  email: string;
  subject?: string;
  department?: string;
  message: string;
}
export interface NewsletterSubscription {
  email: string;
}
export interface MessageResponse {
  status: 'success';
  message: string;
}
