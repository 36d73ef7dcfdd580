/**
 * The element a section's page rendered at build time is sent in (the server writes it, the shell's loading
 * states keep it until the section renders the page): its rules are scoped to this id, and its `data-path`
 * names the page it is. See docs/architecture.md, "A section's page in the page itself".
 */
export const FIRST_PAINT_PAGE_ID = 'first-paint-page';
