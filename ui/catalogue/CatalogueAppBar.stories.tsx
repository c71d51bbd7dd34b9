import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { exampleCatalogue } from '../../application/portal/catalogue/testing/catalogue-gateway.in-memory';
import { cartView } from '../../application/portal/cart/cart-view';
import { CatalogueBreadcrumbs } from './CatalogueFrame';
import { CartMenu, CatalogueAppBar } from './CatalogueAppBar';
import { SearchBoxView } from './ProductSearchBox';
import { catalogueMeta, catalogueStory } from './testing/catalogue-stories';

const meta = {
  title: 'Catalogue/CatalogueAppBar',
  component: CatalogueAppBar,
  ...catalogueMeta('/catalog/bike'),
} satisfies Meta<typeof CatalogueAppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bike/PAA toggle, the bike category menu, the search box and the cart menu. */
export const AppBar: Story = {};

/** Under HIDE_BIKE_CATEGORY_MENU a plain all-categories link replaces the menu. */
export const CategoryMenuHidden: Story = catalogueStory('/catalog/paa', { config: { features: ['HIDE_BIKE_CATEGORY_MENU'] } });

const articles = exampleCatalogue();
const suggestions = articles.slice(0, 3).map((article) => ({
  name: article.name,
  article_code: article.articleCode,
  suggestion: article.parentName,
  slug: article.slug,
  category: article.category,
}));

/** Suggestions for the typed words, each with name and article code. */
export const SearchSuggestions: StoryObj<typeof SearchBoxView> = {
  render: (args) => <SearchBoxView {...args} />,
  args: { term: 'aero', suggestions, autoFocus: true, onTermChange: fn(), onSubmit: fn(), onPick: fn(), onEscape: fn() },
};

const cart = cartView({
  lines: [
    { id: 'ID01:VP-TUBE-700', sorg: 'ID01', articleCode: 'VP-TUBE-700', qty: 25, uom: 'EA', readyToShip: 25, preOrder: 0, article: articles.find((article) => article.articleCode === 'VP-TUBE-700')! },
    { id: 'ID01:VB-AESL-27-M', sorg: 'ID01', articleCode: 'VB-AESL-27-M', qty: 2, uom: 'EA', readyToShip: 2, preOrder: 0, article: articles.find((article) => article.articleCode === 'VB-AESL-27-M')! },
  ],
});

/** The cart menu's panel: total quantity, total price, and the view-cart and fast-order links. */
export const CartMenuOpen: StoryObj<typeof CartMenu> = {
  render: (args) => <CartMenu {...args} />,
  args: { cart, defaultOpen: true },
};

export const EmptyCartMenu: StoryObj<typeof CartMenu> = {
  render: (args) => <CartMenu {...args} />,
  args: { cart: cartView({ lines: [] }), defaultOpen: true },
};

/** The breadcrumbs of a product page under MERGE_MENU_CATALOG. */
export const Breadcrumbs: StoryObj<typeof CatalogueBreadcrumbs> = {
  render: (args) => <CatalogueBreadcrumbs {...args} />,
  args: {
    crumbs: [
      { kind: 'catalogue', path: '/catalog' },
      { kind: 'section', section: 'bike', path: '/catalog/bike' },
      { kind: 'product', text: 'Velocita Aero SL 2027 M', path: null },
    ],
  },
};
