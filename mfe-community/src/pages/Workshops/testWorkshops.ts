/** Workshops as the API lists them, one in each tab, for this page's tests. */
const base = {
  description: 'About budgets.',
  date: '2026-12-04',
  time: '09:30',
  location: 'Nairobi',
  duration: '3 hours',
  capacity: 40,
  registrations_count: 10,
  available_spots: 30,
  is_full: false,
  materials: [],
};
export const upcoming = { ...base, id: 'up', title: 'Reading Budgets', category: 'upcoming' };
export const ongoing = { ...base, id: 'on', title: 'Audit Fellowship', category: 'ongoing' };
export const completed = { ...base, id: 'done', title: 'Devolution', category: 'completed' };
