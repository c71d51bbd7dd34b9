import type { Meta, StoryObj } from '@storybook/react-vite';
import { inPageLandmark } from '../../.storybook/decorators';
import { examplePicture } from '../../application/portal/catalogue/testing/example-pictures';
import { ProductPicture } from './ProductPicture';

const meta = {
  title: 'Catalogue/ProductPicture',
  component: ProductPicture,
  args: { image: examplePicture('VB-AESL-27-M', 'bike'), name: 'Velocita Aero SL 2027 M', place: 'card' },
  decorators: [inPageLandmark],
} satisfies Meta<typeof ProductPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a card of a listing: as wide as the card. */
export const OnCard: Story = {};

/** On the product page: the widest place, up to the screen's width. */
export const OnProductPage: Story = { args: { place: 'page' } };

/** Beside a cart or fast-order line. */
export const BesideLine: Story = { args: { image: examplePicture('VP-TUBE-700', 'paa'), name: 'Velocita Inner Tube 700', place: 'line' } };

/** A product without a picture keeps the picture's place, empty. */
export const WithoutPicture: Story = { args: { image: null } };
