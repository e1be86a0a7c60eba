import { describe, expect, it } from 'vitest';
import type { HomeSection } from '../features/feature';
import { homeSections, orderHomeSections } from './homeSections';

const section = (key: string, order: number): HomeSection => ({ key, order, load: async () => ({ default: () => null }) });

describe('home sections', () => {
  it('lists every feature’s sections in ascending order, ties by key', () => {
    const features = [
      { homeSections: [section('recentWorks', 30), section('recentChats', 10)] },
      { homeSections: [] },
      { homeSections: [section('songs', 20), section('albums', 20)] },
    ];
    expect(orderHomeSections(features).map(({ key }) => key)).toEqual(['recentChats', 'albums', 'songs', 'recentWorks']);
  });

  it('refuses two sections with one key', () => {
    expect(() => orderHomeSections([{ homeSections: [section('recent', 1)] }, { homeSections: [section('recent', 2)] }])).toThrow(
      'Two features declare the home section "recent"',
    );
  });

  it('has chat’s recent conversations among the app’s sections', () => {
    expect(homeSections.map(({ key }) => key)).toContain('recentConversations');
  });
});
