import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../domain/navigation/routes';
import { MENU_ENTRY_IDS, MENU_GROUP_IDS } from '../../../domain/navigation/side-menu';
import { menuMessages } from './menu-messages';
import { routeTitleMessages } from './route-title-messages';

describe('navigation messages', () => {
  it('name every group and entry of the side menu', () => {
    const missing = [...MENU_GROUP_IDS, ...MENU_ENTRY_IDS].map((id) => `menu_${id}`).filter((key) => !(key in menuMessages));
    expect(missing).toEqual([]);
  });

  it('title every route the route table gives a title', () => {
    const missing = ROUTES.flatMap((route) => (route.titleKey && !(route.titleKey in routeTitleMessages) ? [route.titleKey] : []));
    expect(missing).toEqual([]);
  });
});
