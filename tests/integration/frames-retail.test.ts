import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from './support/invoicing';
import { postJson, signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const SALE_FIELDS = 'id frameNumber brand status warrantyAvailable soldDate consumer { name city } failureReason';
const LIST = `query List($page: Int!, $limit: Int!, $search: String, $type: String, $status: RetailSaleFilter) {
  registeredFrames(page: $page, limit: $limit, search: $search, type: $type, status: $status) { total items { ${SALE_FIELDS} } } }`;
const REGISTER = `mutation Register($input: RegisterFrameInput!) { registerFrameV4(input: $input) { message { status description } userErrors { field message } id frameNumber } }`;
const DELETE = `mutation Delete($frameNumber: String!, $type: String!) { deleteFrame(frameNumber: $frameNumber, type: $type) { message { status description } userErrors { field message } } }`;
const LOOKUP = `query Lookup($frameNumbers: [String!]!) { framesV4(frameNumbers: $frameNumbers) { frameNumber message brand articleName } }`;

type Sale = { id: string; frameNumber: string; brand: string; status: string; warrantyAvailable: boolean; consumer: { name: string } };
type Page = { total: number; items: Sale[] };
type Payload = { message: { status: boolean; description: string }; userErrors: { field: string[]; message: string }[]; id: string | null };

describe.each(ENGINES)('frame registration and retail sales on %s', (engine) => {
  let server: TestServer;
  let dealer: string;
  let otherDealer: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    dealer = (await signInAs(server, 'dealer')).requestToken;
    otherDealer = (await signInAs(server, 'multico')).requestToken;
  });
  afterAll(() => server.close());

  const list = async (token: string, variables: Record<string, unknown> = {}) =>
    (await gql<{ registeredFrames: Page }>(server, token, LIST, { page: 1, limit: 50, ...variables })).data!.registeredFrames;
  const register = async (token: string, frameNumber: string) =>
    (
      await gql<{ registerFrameV4: Payload }>(server, token, REGISTER, {
        input: {
          frameNumber,
          soldDate: '2026-01-15',
          customer: { name: 'Dewi Lestari', phone: '081234567890', address: 'Jl. Merdeka 1', city: 'Surabaya', email: 'dewi@example.com' },
          dealer: '',
          nonRetail: false,
          useAccountData: false,
        },
      })
    ).data!.registerFrameV4;
  const warranty = (token: string, id: string) => postJson(server, '/api/retail-sales/warranty', { id }, { authorization: `Bearer ${token}` });

  it('lists the dealer’s sales in every status, filtered by status and search, and never another dealer’s', async () => {
    const all = await list(dealer);
    expect(new Set(all.items.map((sale) => sale.status)).size).toBe(7);
    expect(all.items.every((sale) => sale.frameNumber.startsWith('VLC26B'))).toBe(true);
    expect((await list(dealer, { status: 'failed_update' })).items.map((sale) => sale.status)).toEqual(['failed_update', 'failed_update']);
    expect((await list(dealer, { search: 'vlc26b00003' })).items.map((sale) => sale.frameNumber)).toEqual(['VLC26B00003']);
    expect((await list(dealer, { type: 'Trailmark' })).total).toBe(0);
    const other = await list(otherDealer);
    expect(other.items.map((sale) => sale.frameNumber)).toEqual(['VLC26G00002']);
  });

  it('looks frames up with a message each, telling nothing of another dealer’s frame', async () => {
    const answer = await gql<{ framesV4: { frameNumber: string; message: string; brand: string | null }[] }>(server, dealer, LOOKUP, {
      frameNumbers: ['vlc26b00021', 'VLC26B00001', 'WIM26C00001', 'VLC26G00001', 'NOPE'],
    });
    expect(answer.data!.framesV4.map((frame) => [frame.frameNumber, frame.message, frame.brand])).toEqual([
      ['VLC26B00021', 'frame_can_be_reported', 'Velocita'],
      ['VLC26B00001', 'frame_already_reported', 'Velocita'],
      ['WIM26C00001', 'frame_other_brand', 'Wim Cycles'],
      ['VLC26G00001', 'frame_not_found', null],
      ['NOPE', 'frame_not_found', null],
    ]);
  });

  it('refuses frames not found, another dealer’s, of another brand, too long or already reported, and stores nothing', async () => {
    const before = (await list(dealer)).total;
    expect((await register(dealer, 'VLC26X99999')).userErrors).toEqual([{ field: ['frameNumber'], message: 'frame_not_found' }]);
    expect((await register(dealer, 'VLC26G00001')).userErrors).toEqual([{ field: ['frameNumber'], message: 'frame_not_found' }]);
    expect((await register(dealer, 'WIM26C00001')).userErrors).toEqual([{ field: ['frameNumber'], message: 'frame_other_brand' }]);
    expect((await register(dealer, 'V'.repeat(31))).userErrors.map((error) => error.message)).toEqual(['frame_number_too_long']);
    const reported = await register(dealer, 'VLC26B00001');
    expect(reported.message).toEqual({ status: false, description: 'failed_register_frame' });
    expect(reported.userErrors).toEqual([{ field: ['frameNumber'], message: 'frame_already_reported' }]);
    expect((await list(dealer)).total).toBe(before);
  });

  it('registers a frame once, as a pending insert, and lets the dealer withdraw it', async () => {
    const registered = await register(dealer, ' vlc26b00022 ');
    expect(registered.message).toEqual({ status: true, description: 'success_register_frame' });
    const pending = await list(dealer, { search: 'VLC26B00022' });
    expect(pending.items.map((sale) => [sale.status, sale.consumer.name])).toEqual([['pending_insert', 'Dewi Lestari']]);
    expect((await register(dealer, 'VLC26B00022')).userErrors.map((error) => error.message)).toEqual(['frame_already_reported']);
    const otherDelete = await gql<{ deleteFrame: Payload }>(server, otherDealer, DELETE, { frameNumber: 'VLC26B00022', type: 'Velocita' });
    expect(otherDelete.data!.deleteFrame.message.status).toBe(false);
    const deleted = await gql<{ deleteFrame: Payload }>(server, dealer, DELETE, { frameNumber: 'VLC26B00022', type: 'Velocita' });
    expect(deleted.data!.deleteFrame.message).toEqual({ status: true, description: 'success_delete_frame' });
    expect((await list(dealer, { search: 'VLC26B00022' })).total).toBe(0);
  });

  it('keeps a registration the brand is processing', async () => {
    const processing = (await list(dealer, { status: 'processing_insert' })).items[0]!;
    const refused = await gql<{ deleteFrame: Payload }>(server, dealer, DELETE, { frameNumber: processing.frameNumber, type: 'Velocita' });
    expect(refused.data!.deleteFrame.userErrors.map((error) => error.message)).toEqual(['frame_registration_not_deletable']);
  });

  it('answers the warranty certificate of a complete sale as a PDF that opens, and nothing for another dealer', async () => {
    const complete = (await list(dealer, { status: 'complete' })).items[0]!;
    const answer = await warranty(dealer, complete.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Velocita warranty certificate');
    expect((await warranty(otherDealer, complete.id)).status).toBe(404);
    const pending = (await list(dealer, { status: 'pending_insert' })).items[0]!;
    expect((await warranty(dealer, pending.id)).status).toBe(404);
    expect((await server.fetch('/api/retail-sales/warranty', { method: 'POST', body: '{}' })).status).toBe(401);
  });
});
