import { createFrontEndConfig } from '@civic/shared/build';

export default createFrontEndConfig({
  dir: import.meta.dirname,
  name: 'mfe_community',
  port: 3004,
  exposes: { './routes': './src/routes.tsx' },
  // Pages painted from the page itself before the scripts run (see docs/architecture.md): its page of plain
  // content, the forum (its header, and the prompt to sign in: the server sends a page rendered ahead to
  // signed-out visitors only), and the workshops page (its header and tabs; its list loads, and its subscription form
  // comes with the scripts).
  firstPaintPages: ['CommunityKnowledge', 'ForumDiscussion', 'Workshops'],
});
