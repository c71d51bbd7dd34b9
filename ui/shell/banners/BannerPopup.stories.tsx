import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { PopupBanner } from '../../../application/portal/banners/ports';
import { BannerCarousel } from './BannerPopup';

const banners: PopupBanner[] = [
  { id: 'b1', imageUrl: '/images/velocita-logo.svg', link: 'https://velocita.example/model-year-2027' },
  { id: 'b2', imageUrl: '/images/trailmark-logo.svg', link: null },
  { id: 'b3', imageUrl: '/images/logo.svg', link: null },
];

const meta = {
  title: 'Shell/BannerPopup',
  component: BannerCarousel,
  args: { banners, isOpen: true, onClose: fn() },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Previous / next, the arrow keys and a button per banner turn the carousel; the first banner has a link. */
export const SeveralBanners: Story = {};

export const OneBannerWithoutLink: Story = { args: { banners: [banners[1]!] } };

export const SmallScreen: Story = { globals: { viewport: { value: 'mobile1' } } };
