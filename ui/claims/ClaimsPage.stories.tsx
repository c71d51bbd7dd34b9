import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ClaimRecordsGateway } from '../../application/portal/claims/claim-records-ports';
import { ClaimRecordsGatewayInMemory } from '../../application/portal/claims/testing/claim-records-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { ClaimsPage } from './ClaimsPage';

/** The example dealer's claims as the service answers them, with these answers swapped. */
function answering(answers: Partial<ClaimRecordsGateway>) {
  return { ports: { claimRecords: Object.assign(new ClaimRecordsGatewayInMemory(), answers) } };
}

const meta = {
  title: 'Claims/ClaimsPage',
  component: ClaimsPage,
  ...catalogueMeta('/claim'),
} satisfies Meta<typeof ClaimsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dealer's claims: a draft, one submitted, one waiting for information and one rejected. */
export const Loaded: Story = {};

/** Only the claims waiting for the dealer's information. */
export const FilteredByStatus: Story = catalogueStory('/claim?status=information_needed');

/** A search that matches nothing. */
export const SearchMatchesNothing: Story = catalogueStory('/claim?search=nothing');

/** The dealer has filed no claim yet. */
export const Empty: Story = catalogueStory('/claim', { ports: { claimRecords: new ClaimRecordsGatewayInMemory([]) } });

export const Loading: Story = catalogueStory('/claim', answering({ list: pending }));

/** The claims could not be loaded: the page offers to try again. */
export const Failed: Story = catalogueStory('/claim', answering({ list: () => Promise.reject(new Error('The service did not answer')) }));
