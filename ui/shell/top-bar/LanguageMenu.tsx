import { memo } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import type { LanguageOption } from '../../../domain/config/host-config';
import { localeName } from '../../../domain/locales/locales';
import { ChevronDownIcon } from '../icons';

const messages = defineMessages<{ language: NoMessageValues; current: { name: string } }>({
  language: { id: 'language', defaultMessage: 'Language' },
  current: { id: 'language_current', defaultMessage: 'Language: {name}' },
});

export function flagOf(code: string): string {
  return `/language/${encodeURIComponent(code)}.svg`;
}

/** The host's languages, each with its flag; choosing one changes the language the portal is read in. */
export const LanguageMenu = memo(function LanguageMenu({
  languages,
  active,
  onChoose,
  compact = false,
  defaultOpen,
}: {
  languages: LanguageOption[];
  active: string;
  onChoose: (language: LanguageOption) => void;
  /** Shows the flag and code only, for narrow bars. */
  compact?: boolean;
  defaultOpen?: boolean;
}) {
  const intl = useIntl();
  if (languages.length === 0) return null;
  // The active language may be one this host does not offer (a link into another locale): it is named all the same.
  const currentName = languages.find((language) => language.code === active)?.name ?? localeName(active);
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button className="chip chip--plain" aria-label={intl.formatMessage(messages.current, { name: currentName })}>
        <img className="flag" src={flagOf(active)} alt="" width={24} height={16} />
        <span className={compact ? 'chip__code' : 'chip__label'}>{compact ? active : currentName}</span>
        <ChevronDownIcon />
      </Button>
      <Popover className="shell-popover shell-popover--menu" placement="bottom end" offset={10}>
        <Menu
          className="shell-menu"
          aria-label={intl.formatMessage(messages.language)}
          selectionMode="single"
          selectedKeys={[active]}
          onAction={(key) => {
            const chosen = languages.find((language) => language.code === key);
            if (chosen) onChoose(chosen);
          }}
        >
          {languages.map((language) => (
            <MenuItem key={language.code} id={language.code} className="shell-menu__item" textValue={language.name}>
              <img className="flag" src={flagOf(language.code)} alt="" width={24} height={16} />
              <span>{language.name}</span>
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
});
