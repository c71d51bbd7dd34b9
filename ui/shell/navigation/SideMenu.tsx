import { memo, useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router';
import type { MenuGroup } from '../../../domain/navigation/side-menu';
import { useLocalePath } from '../../i18n/portal-locale';
import { ChevronDownIcon } from '../icons';
import { menuMessages } from './menu-messages';

const messages = defineMessages({
  mainMenu: { id: 'main_menu', defaultMessage: 'Main menu' },
});

function useMenuLabel(): (labelKey: string) => string {
  const intl = useIntl();
  return (labelKey) => {
    const descriptor = menuMessages[labelKey as keyof typeof menuMessages];
    return descriptor ? intl.formatMessage(descriptor) : labelKey;
  };
}

function MenuLink({ to, label, onNavigate }: { to: string; label: string; onNavigate?: () => void }) {
  const localePath = useLocalePath();
  return (
    <NavLink className="side-menu__link" to={localePath(to)} end onClick={onNavigate}>
      {label}
    </NavLink>
  );
}

function MenuGroupItem({ group, onNavigate }: { group: MenuGroup; onNavigate?: () => void }) {
  const label = useMenuLabel();
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  const panelId = useId();
  const holdsCurrentPage = group.entries.some((entry) => pathname.startsWith(localePath(entry.to)));
  const [expanded, setExpanded] = useState(holdsCurrentPage);

  const single = group.entries.length === 1 && group.entries[0]!.id === group.id ? group.entries[0]! : null;
  if (group.entries.length === 0 || single) {
    return (
      <li>
        <MenuLink to={single?.to ?? group.to} label={label(group.labelKey)} onNavigate={onNavigate} />
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className="side-menu__group"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((open) => !open)}
      >
        <span>{label(group.labelKey)}</span>
        <ChevronDownIcon />
      </button>
      <ul id={panelId} className="side-menu__entries" hidden={!expanded}>
        {group.entries.map((entry) => (
          <li key={entry.id}>
            <MenuLink to={entry.to} label={label(entry.labelKey)} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The side menu (spec 000 §2.7): the groups the domain's visibleMenu() lets the user see, in its order. */
export const SideMenu = memo(function SideMenu({ groups, onNavigate }: { groups: MenuGroup[]; onNavigate?: () => void }) {
  const intl = useIntl();
  return (
    <nav className="side-menu" aria-label={intl.formatMessage(messages.mainMenu)}>
      <ul className="side-menu__list">
        {groups.map((group) => (
          <MenuGroupItem key={group.id} group={group} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
});
