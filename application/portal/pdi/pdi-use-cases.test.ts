import { describe, expect, it, vi } from 'vitest';
import type { PdiDraft } from '../../../domain/pdi/inspection';
import { createPdiUseCases } from './pdi-use-cases';
import { EXAMPLE_PDI_CHECKLIST, PdiGatewayInMemory } from './testing/pdi-gateway.in-memory';

const draft = (change: Partial<PdiDraft> = {}): PdiDraft => ({
  frameNumber: ' VLC26B99001 ',
  articleCode: 'VTTE-M-BLK',
  description: 'Checked',
  brand: 'Velocita',
  merchandise: 'E-bike',
  mechanic: 'Eko',
  checks: EXAMPLE_PDI_CHECKLIST.map((item) => ({ itemId: item.id, result: 'pass' })),
  ...change,
});

describe('saving an inspection', () => {
  it('given a point left out, when saved, then refused on that point and nothing is sent', async () => {
    const gateway = new PdiGatewayInMemory([]);
    const create = vi.spyOn(gateway, 'create');
    const saved = await createPdiUseCases({ pdi: gateway }).savePdi(draft({ checks: [] }), EXAMPLE_PDI_CHECKLIST);
    expect(saved.ok ? [] : saved.error.map((error) => error.field.join('.'))).toEqual(EXAMPLE_PDI_CHECKLIST.map((item) => `checks.${item.id}`));
    expect(create).not.toHaveBeenCalled();
  });

  it('given a complete draft, when saved, then the trimmed draft is recorded; with an id, that inspection is changed', async () => {
    const gateway = new PdiGatewayInMemory([]);
    const { savePdi } = createPdiUseCases({ pdi: gateway });
    const created = await savePdi(draft(), EXAMPLE_PDI_CHECKLIST);
    expect(created.ok && created.value.frameNumber).toBe('VLC26B99001');
    const id = created.ok ? created.value.id : '';
    const changed = await savePdi(draft({ checks: EXAMPLE_PDI_CHECKLIST.map((item) => ({ itemId: item.id, result: 'fail' })) }), EXAMPLE_PDI_CHECKLIST, id);
    expect(changed.ok && changed.value.outcome).toBe('not_ready');
    expect(gateway.records).toHaveLength(1);
  });

  it('given the service does not answer, when saved or deleted, then the failure is a message to show', async () => {
    const gateway = new PdiGatewayInMemory();
    vi.spyOn(gateway, 'create').mockRejectedValue(new Error('offline'));
    vi.spyOn(gateway, 'setDeleted').mockRejectedValue(new Error('offline'));
    const { savePdi, setPdiDeleted } = createPdiUseCases({ pdi: gateway });
    expect(await savePdi(draft(), EXAMPLE_PDI_CHECKLIST)).toEqual({ ok: false, error: [{ field: [], message: 'failed_save_pdi', values: {} }] });
    expect(await setPdiDeleted(gateway.records[0]!, true)).toEqual({ ok: false, error: [{ field: [], message: 'failed_delete_pdi', values: {} }] });
  });
});
