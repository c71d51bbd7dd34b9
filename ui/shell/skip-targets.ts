/**
 * Where the frame's skip links lead: the main content, and on catalogue and cart pages the catalogue bar's search
 * box and cart menu, which come after the side menu's many links in the order of the page.
 */
export const SKIP_TARGETS = { content: 'main-content', search: 'catalogue-search', cart: 'catalogue-cart' } as const;
