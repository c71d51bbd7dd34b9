import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta } from '../catalogue/testing/catalogue-stories';
import { BannerFormPage } from './BannerFormPage';

const meta = {
  title: 'Banners/BannerFormPage',
  component: BannerFormPage,
  ...catalogueMeta('/admin/banners/create'),
} satisfies Meta<typeof BannerFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new banner: its picture file, sales organisation, link, order and schedule. */
export const Create: Story = {};
