import { describe, expect, it } from 'vitest';
import { CATALOGUE_NOT_COUNTED, createLoadMenuFacts } from './load-menu-facts';
import { MenuGatewayInMemory } from './testing/menu-gateway.in-memory';

const contents = { bike: true, paa: true, groupset: false };

describe('load menu facts', () => {
  it('given a sales user with a polygon area, when loading, then the menu knows the visit form and the catalogue', async () => {
    const menu = new MenuGatewayInMemory({ visitFormKinds: ['polygon'], catalogue: contents });

    const facts = await createLoadMenuFacts({ menu })(['page.catalog', 'page.formvisit']);

    expect(facts).toEqual({ visitFormKinds: ['polygon'], catalogue: contents });
  });

  it('given a user without the catalogue or visit forms, when loading, then neither is asked', async () => {
    const menu = new MenuGatewayInMemory({ visitFormKinds: ['wim'], catalogue: contents });

    const facts = await createLoadMenuFacts({ menu })(['page.announcement']);

    expect(facts).toEqual({ visitFormKinds: [], catalogue: CATALOGUE_NOT_COUNTED });
    expect(menu.asked).toEqual([]);
  });

  it('given the calls fail, when loading, then the menu shows no visit form and no catalogue section', async () => {
    const facts = await createLoadMenuFacts({ menu: new MenuGatewayInMemory('unavailable') })(['page.catalog', 'page.formvisit']);

    expect(facts).toEqual({ visitFormKinds: [], catalogue: CATALOGUE_NOT_COUNTED });
  });
});
