import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PortalStoryParameters } from '../../../.storybook/preview';
import type { Announcement } from '../../../application/portal/announcements/ports';
import { HomeAnnouncement } from './HomeAnnouncement';

const preOrders: Announcement = {
  id: 'a1',
  type: 'home_page',
  title: 'Model year 2027 pre-orders are open',
  content: '<p>Pre-order the 2027 range before <strong>15 December</strong> to secure spring delivery.</p>',
  url: 'https://velocita.example/model-year-2027',
};

const long: Announcement = {
  id: 'a2',
  type: 'home_page',
  title: 'New delivery schedule',
  content: `<p>${'From March, orders placed before noon leave our Surabaya warehouse the same day. '.repeat(6)}</p><ul><li>Java: next day</li><li>Other islands: two to four days</li></ul>`,
  url: null,
};

const unsafe: Announcement = {
  id: 'a3',
  type: 'home_page',
  title: 'Service week',
  content: '<h1>Free workshop check</h1><p onclick="steal()">Book a slot <a href="javascript:alert(1)">here</a> or <a href="https://velocita.example/service">online</a>.</p><script>alert(1)</script><img src=x onerror="alert(1)">',
  url: null,
};

function withAnnouncements(...announcements: Announcement[]): PortalStoryParameters {
  return { useCases: { homeAnnouncement: { load: async () => announcements, close: () => undefined } } };
}

const meta = {
  title: 'Shell/HomeAnnouncement',
  component: HomeAnnouncement,
  parameters: withAnnouncements(preOrders),
} satisfies Meta<typeof HomeAnnouncement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {};

/** On small screens content over 400 characters collapses behind See More. */
export const LongOnSmallScreen: Story = { parameters: withAnnouncements(long), globals: { viewport: { value: 'mobile1' } } };

export const Several: Story = { parameters: withAnnouncements(preOrders, long) };

/** Scripts, event handlers, images and unsafe links in the content are dropped; headings become paragraphs. */
export const UnsafeContentSanitised: Story = { parameters: withAnnouncements(unsafe) };

export const ClosedOrNone: Story = { parameters: withAnnouncements() };
