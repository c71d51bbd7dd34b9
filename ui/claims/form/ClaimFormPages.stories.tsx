import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClaimFilingGatewayInMemory, EXAMPLE_CLAIM_ARTICLES, exampleClaimToEdit } from '../../../application/portal/claims/testing/claim-filing-gateway.in-memory';
import { userError } from '../../../domain/shared/user-error';
import { catalogueMeta, catalogueStory, pending } from '../../catalogue/testing/catalogue-stories';
import { emptyClaimForm, type ClaimFormState } from './ClaimForm';
import { ClaimCreateKindPage, ClaimCreatePage, ClaimEditPage } from './ClaimFormPages';

const meta = {
  title: 'Claims/ClaimCreateKindPage',
  component: ClaimCreateKindPage,
  ...catalogueMeta('/claim/create/bike'),
  args: { kind: 'bike' },
} satisfies Meta<typeof ClaimCreateKindPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const photo = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

/** A bike claim filled in: the article looked up, a frame, a problem, the consumer, and the photos compressed. */
function filledBikeClaim(): ClaimFormState {
  const empty = emptyClaimForm('bike');
  return {
    ...empty,
    fields: {
      ...empty.fields,
      articleCode: 'VB-AESL-27-M',
      frameNumber: 'VLC26A00101',
      problemIds: ['frame-crack'],
      customerNotes: 'Crack at the seat tube found at the first service.',
      consumer: { name: 'Rina Wijaya', phone: '081234567890', email: 'rina@example.com', address: 'Jl. Mawar 3, Surabaya' },
    },
    article: EXAMPLE_CLAIM_ARTICLES[0]!,
    files: {
      invoice: { file: photo('invoice.jpg', 240_000), originalSize: 3_400_000 },
      idCard: { file: photo('id-card.jpg', 120_000), originalSize: 2_100_000 },
      photo1: { file: photo('bike.jpg', 410_000), originalSize: 5_800_000 },
      photo2: { file: photo('serial.jpg', 180_000), originalSize: 4_900_000 },
      photo3: { file: photo('crack.jpg', 390_000), originalSize: 6_200_000 },
    },
  };
}

/** A new bike claim, nothing entered yet. */
export const EmptyBikeClaim: Story = {};

/** A new parts claim: the quantity is asked and one issue photo is enough. */
export const EmptyPartsClaim: Story = { args: { kind: 'paa' }, ...catalogueStory('/claim/create/paa') };

/** Everything entered; each photo shows how much smaller it was made. */
export const Filled: Story = { args: { initial: filledBikeClaim() } };

/** The rules of spec 002 §5 refused the claim: each message at its field. */
export const ErrorsShown: Story = {
  args: {
    initial: {
      ...emptyClaimForm('bike'),
      fields: { ...emptyClaimForm('bike').fields, articleCode: 'VB-NOPE', frameNumber: 'VLC26A00102', consumer: { name: 'Rina Wijaya', phone: '', email: '', address: '' } },
      errors: [
        userError('articleCode', 'article_not_found'),
        userError('frameNumber', 'frame_already_reported'),
        userError('invoice', 'claim_invoice_photo_required'),
        userError('idCard', 'claim_id_card_required'),
        userError('photo1', 'claim_full_bike_photo_required'),
        userError('photo2', 'claim_serial_number_photo_required'),
        userError('photo3', 'claim_issue_photo_required'),
        userError('video', 'claim_video_too_large', { maxMegabytes: 100 }),
        userError('additionalDoc1', 'claim_invalid_file_extension', { extensions: 'jpg, jpeg, png, webp, pdf' }),
      ],
    },
  },
};

/** The claim on its way: the bytes sent so far of all there are. */
export const Uploading: Story = { args: { initial: { ...filledBikeClaim(), progress: { currentBytes: 540_000, maxBytes: 1_340_000 } } } };

/** A recalled frame: the form says which campaign it belongs to. */
export const RecalledFrame: Story = { args: { initial: { ...emptyClaimForm('bike'), fields: { ...emptyClaimForm('bike').fields, frameNumber: 'VLC25R00001' } } } };

/** /claim/create on a host that offers parts claims. */
export const ChooseKind: StoryObj<typeof ClaimCreatePage> = {
  render: () => <ClaimCreatePage />,
  ...catalogueStory('/claim/create', { config: { claimAllowPAA: true } }),
};

/** /claim/create on a host that offers only bike claims. */
export const ChooseKindBikeOnly: StoryObj<typeof ClaimCreatePage> = {
  render: () => <ClaimCreatePage />,
  ...catalogueStory('/claim/create', { config: { claimAllowPAA: false } }),
};

/** /claim/{id}/edit: a draft with its stored files. */
export const Editing: StoryObj<typeof ClaimEditPage> = { render: () => <ClaimEditPage />, ...catalogueStory('/claim/claim-1/edit') };

/** A claim that has gone to the reviewers can no longer be changed. */
export const EditingNotEditable: StoryObj<typeof ClaimEditPage> = {
  render: () => <ClaimEditPage />,
  ...catalogueStory('/claim/claim-1/edit', { ports: { claimFiling: new ClaimFilingGatewayInMemory([exampleClaimToEdit({ editable: false })]) } }),
};

export const EditingLoading: StoryObj<typeof ClaimEditPage> = {
  render: () => <ClaimEditPage />,
  ...catalogueStory('/claim/claim-1/edit', { ports: { claimFiling: Object.assign(new ClaimFilingGatewayInMemory(), { find: pending }) } }),
};
