import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import type { ClaimRecordsGateway } from '../../application/portal/claims/claim-records-ports';
import { ClaimRecordsGatewayInMemory, exampleClaims } from '../../application/portal/claims/testing/claim-records-gateway.in-memory';
import { CLAIM_REVIEW_SCOPE } from '../../domain/claims/claim-workflow';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { exampleShellDealer } from '../shell/testing/frame-examples';
import { ClaimPage } from './ClaimPage';

/** The claim page as the router shows it, so the id in the address reaches it. */
function ClaimRoute() {
  return (
    <Routes>
      <Route path="/en-us/claim/:id" element={<ClaimPage />} />
    </Routes>
  );
}

const [draft, submitted, informationNeeded, rejected] = exampleClaims();
const pathOf = (id: string) => `/claim/${id}`;
const reviewer = exampleShellDealer({ scopes: [...exampleShellDealer().scopes, CLAIM_REVIEW_SCOPE] });

function answering(answers: Partial<ClaimRecordsGateway>) {
  return { claimRecords: Object.assign(new ClaimRecordsGatewayInMemory(), answers) };
}

const meta = {
  title: 'Claims/ClaimPage',
  component: ClaimRoute,
  ...catalogueMeta(pathOf(draft!.id)),
} satisfies Meta<typeof ClaimRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dealer's draft: editable, with its photos, documents and history, and the move to submitted. */
export const Loaded: Story = {};

/** A claim waiting for the dealer's information, whose frame is reported stolen. */
export const InformationNeeded: Story = catalogueStory(pathOf(informationNeeded!.id));

/** A rejected claim with the reason of the decision: nothing is left for the dealer to do. */
export const Rejected: Story = catalogueStory(pathOf(rejected!.id));

/** The warranty reviewer's view of a submitted claim on a recalled frame: it may take it into review. */
export const ReviewerView: Story = catalogueStory(pathOf(submitted!.id), { user: reviewer });

/** The reviewer's view of a claim in review: approve, ask for information or reject, the last two with a reason. */
export const ReviewerInReview: Story = catalogueStory(pathOf(submitted!.id), {
  user: reviewer,
  ports: answering({ detail: async () => ({ claim: { ...submitted!, status: { id: 'in_review', description: 'In review', category: 'review', needsReason: false } }, comments: [] }) }),
});

/** A claim with no photo, no consumer and no inspection. */
export const Empty: Story = catalogueStory(pathOf(draft!.id), {
  ports: answering({ detail: async () => ({ claim: { ...draft!, files: [], pdi: null, consumer: { name: '', phone: '', email: '', address: '' } }, comments: [] }) }),
});

/** No claim of that id reaches this user. */
export const NotFound: Story = catalogueStory('/claim/00000000-0000-4000-8000-000000000099');

export const Loading: Story = catalogueStory(pathOf(draft!.id), { ports: answering({ detail: pending }) });

/** The claim could not be loaded: the page offers to try again. */
export const Failed: Story = catalogueStory(pathOf(draft!.id), { ports: answering({ detail: () => Promise.reject(new Error('The service did not answer')) }) });
