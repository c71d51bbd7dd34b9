import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, pdfOf, uploadFile } from './support/invoicing';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const ATTACHMENT = 'id fileName contentType size downloadUrl';
const MARKETS = `query Markets { contentTargetMarkets(type: sales_document, limit: 999) { items { id marketName } } }`;
const CREATE = `mutation Create($input: SalesDocumentInput!) { createSalesDocument(input: $input) { salesDocument { id } } }`;
const ONE = `query One($id: ID!) { salesDocument(id: $id) { id attachments { ${ATTACHMENT} } } }`;
const ADD = `mutation Add($documentId: ID!, $file: File!) { addSalesDocumentAttachment(documentId: $documentId, file: $file) {
  message { status } userErrors { field message } attachment { ${ATTACHMENT} } } }`;
const REMOVE = `mutation Remove($id: ID!) { deleteSalesDocumentAttachment(id: $id) { message { status } userErrors { message } id } }`;

type Attachment = { id: string; fileName: string; contentType: string; size: number; downloadUrl: string };
type Added = { addSalesDocumentAttachment: { message: { status: boolean }; userErrors: { field: string[]; message: string }[]; attachment: Attachment | null } };

describe.each(ENGINES)('sales document attachments on %s', (engine) => {
  let server: TestServer;
  let dealer: string;
  let usdealer: string;
  let marketing: string;
  let documentId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    dealer = (await signInAs(server, 'dealer')).requestToken;
    usdealer = (await signInAs(server, 'usdealer')).requestToken;
    marketing = (await signInAs(server, 'marketing')).requestToken;
    const markets = (await gql<{ contentTargetMarkets: { items: { id: string; marketName: string }[] } }>(server, marketing, MARKETS)).data!.contentTargetMarkets.items;
    const indonesia = markets.find((market) => market.marketName === 'Indonesia')!.id;
    const input = { type: 'technical', title: 'Wheel truing guide', validFrom: '2026-01-01T00:00:00Z', validTo: '2030-01-01T00:00:00Z', contentTargetMarkets: [indonesia] };
    documentId = (await gql<{ createSalesDocument: { salesDocument: { id: string } } }>(server, marketing, CREATE, { input })).data!.createSalesDocument.salesDocument.id;
  });
  afterAll(() => server.close());

  const attachments = async (token: string) => (await gql<{ salesDocument: { attachments: Attachment[] } | null }>(server, token, ONE, { id: documentId })).data!.salesDocument?.attachments;
  const add = async (token: string, file: { name: string; type: string; bytes: Uint8Array }) => (await uploadFile<Added>(server, token, ADD, { documentId }, file)).body as { data?: Added; errors?: { extensions?: { code?: string } }[] };
  const download = (token: string | null, path: string) => server.fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('given a PDF uploaded under another name, when a dealer of the market downloads it, then the same bytes come as a PDF named for what it is', async () => {
    const bytes = pdfOf(2048);
    const added = (await add(marketing, { name: 'truing guide.bin', type: 'application/octet-stream', bytes })).data!.addSalesDocumentAttachment;
    expect(added).toMatchObject({ message: { status: true }, userErrors: [], attachment: { fileName: 'truing guide.pdf', contentType: 'application/pdf', size: 2048 } });
    const listed = await attachments(dealer);
    expect(listed).toEqual([added.attachment]);
    const response = await download(dealer, listed![0]!.downloadUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('truing guide.pdf');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('serves an attachment to nobody outside the document’s markets and to nobody signed out', async () => {
    const [attachment] = (await attachments(marketing))!;
    expect(await attachments(usdealer)).toBeUndefined();
    expect((await download(usdealer, attachment!.downloadUrl)).status).toBe(404);
    expect((await download(null, attachment!.downloadUrl)).status).toBe(401);
  });

  it('refuses a file that is not a PDF, PNG or JPEG by its content, and a dealer, storing nothing', async () => {
    const before = (await attachments(marketing))!.length;
    const program = { name: 'price-list.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('MZ\u0090 not a document') };
    expect((await add(marketing, program)).data!.addSalesDocumentAttachment).toMatchObject({ message: { status: false }, userErrors: [{ field: ['file'], message: 'sales_document_attachment_type' }], attachment: null });
    expect((await add(dealer, { name: 'a.pdf', type: 'application/pdf', bytes: pdfOf() })).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect((await attachments(marketing))!.length).toBe(before);
  });

  it('serves the demo price list’s attached PDF, written at start-up, to a dealer of its market', async () => {
    const SEARCH = `query Search { salesDocuments(search: "Price list 2027", limit: 5) { items { id title } } }`;
    const found = (await gql<{ salesDocuments: { items: { id: string; title: string }[] } }>(server, dealer, SEARCH)).data!.salesDocuments.items[0]!;
    const detail = (await gql<{ salesDocument: { attachments: Attachment[] } }>(server, dealer, ONE, { id: found.id })).data!.salesDocument;
    expect(detail.attachments).toEqual([expect.objectContaining({ fileName: 'price-list-2027-indonesia.pdf', contentType: 'application/pdf' })]);
    const response = await download(dealer, detail.attachments[0]!.downloadUrl);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
    expect(bytes.byteLength).toBe(detail.attachments[0]!.size);
  });

  it('when an attachment is removed, then it is no longer listed nor downloadable', async () => {
    const [attachment] = (await attachments(marketing))!;
    const removed = await gql<{ deleteSalesDocumentAttachment: { message: { status: boolean }; id: string } }>(server, marketing, REMOVE, { id: attachment!.id });
    expect(removed.data!.deleteSalesDocumentAttachment).toMatchObject({ message: { status: true }, id: attachment!.id });
    expect(await attachments(dealer)).toEqual([]);
    expect((await download(dealer, attachment!.downloadUrl)).status).toBe(404);
    const again = await gql<{ deleteSalesDocumentAttachment: { message: { status: boolean }; userErrors: { message: string }[] } }>(server, marketing, REMOVE, { id: attachment!.id });
    expect(again.data!.deleteSalesDocumentAttachment).toMatchObject({ message: { status: false }, userErrors: [{ message: 'unknown_sales_document_attachment' }] });
  });
});
