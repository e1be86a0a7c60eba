import { Avatar } from '@lingxi/ui';
import { Check } from 'lucide-react';
import type { Key, Selection } from 'react-aria-components';
import { ListBox, ListBoxItem } from 'react-aria-components';
import type { ChatModel } from '../chat/chatTypes';
import type { Translate } from '../i18n';
import type { ModelPickerMessageKey } from './messages';
import { modelCostCase, modelCostText } from './modelCost';
import * as css from './ModelListBox.css';

export interface ModelListBoxProps {
  models: readonly ChatModel[];
  /** The current (or chosen) model. */
  selectedId: number | null;
  /** Members see member prices (SPEC §6). */
  isVip: boolean;
  t: Translate<ModelPickerMessageKey>;
  'aria-label': string;
  onChoose: (modelId: number) => void;
  /**
   * The picker: pressing the selected model (or Escape in the list) calls this (it closes the
   * dropdown). Without it the selection cannot be emptied (the settings dialog).
   */
  onReselect?: () => void;
  /** Focus the selected model when mounted (the dropdown opens with it focused). */
  focusOnOpen?: boolean;
  size: 'popover' | 'dialog';
}

const firstKey = (keys: Selection): Key | undefined => (keys === 'all' ? undefined : keys.values().next().value);

/**
 * Models as a single-choice listbox (arrows move, Enter or Space chooses, typing jumps to a name):
 * cover (the name's initial when there is none), name, a two-line description and the cost text.
 * No label/description slots: axe wants all visible text in the option's name
 * (label-content-name-mismatch), so the name reads name, description, cost.
 */
export function ModelListBox({ models, selectedId, isVip, t, onChoose, onReselect, focusOnOpen, size, 'aria-label': ariaLabel }: ModelListBoxProps) {
  return (
    <ListBox
      aria-label={ariaLabel}
      items={models}
      selectionMode="single"
      disallowEmptySelection={!onReselect}
      selectedKeys={selectedId === null ? [] : [selectedId]}
      onSelectionChange={(keys) => {
        const key = firstKey(keys);
        if (key === undefined) onReselect?.();
        else onChoose(Number(key));
      }}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- listbox-in-popover pattern: opening moves focus to the current option
      autoFocus={focusOnOpen}
      className={css.listBox}
      data-size={size}
    >
      {(model) => (
        <ListBoxItem id={model.id} textValue={model.modelName} className={css.option}>
          {({ isSelected }) => (
            <>
              <Avatar name={model.modelName} src={model.cover ?? undefined} alt="" size="sm" />
              <span className={css.text}>
                <span className={css.name}>{model.modelName}</span>
                <span className={css.details}>
                  {model.description ? <span className={css.description}>{model.description}</span> : null}
                  <span className={css.cost} data-case={modelCostCase(model)}>
                    {modelCostText(t, model, { isVip })}
                  </span>
                </span>
              </span>
              {isSelected ? <Check aria-hidden="true" focusable="false" className={css.mark} /> : null}
            </>
          )}
        </ListBoxItem>
      )}
    </ListBox>
  );
}
