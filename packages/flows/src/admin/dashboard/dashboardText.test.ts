import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n';
import { reasonLabel } from './dashboardText';
import { dashboardCatalog } from './messages';

describe('reasonLabel', () => {
  it('names the ledger reasons the dashboard knows, drawing’s too, and shows another as the server wrote it', () => {
    const t = createTranslator([dashboardCatalog], 'zh-CN');
    expect(reasonLabel(t, 'draw')).toBe('绘画');
    expect(reasonLabel(t, 'drawRefund')).toBe('绘画退还');
    expect(reasonLabel(t, 'musicRefund')).toBe('musicRefund');
  });
});
