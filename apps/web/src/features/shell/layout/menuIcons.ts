import {
  Book,
  BookOpen,
  Bot,
  Box,
  Clapperboard,
  Crown,
  FileText,
  Gift,
  Image,
  Images,
  LayoutGrid,
  type LucideIcon,
  MessageCircle,
  Music,
  Network,
  Palette,
  Presentation,
  Sparkles,
  Store,
  User,
  Wand,
} from 'lucide-react';

/**
 * The icon names an operator may give a menu entry (lucide names). A curated set, not all of
 * lucide: importing every icon to look names up would add ~400 KB to the first load.
 */
const menuIcons: Record<string, LucideIcon> = {
  book: Book,
  'book-open': BookOpen,
  bot: Bot,
  box: Box,
  clapperboard: Clapperboard,
  crown: Crown,
  'file-text': FileText,
  gift: Gift,
  image: Image,
  images: Images,
  'layout-grid': LayoutGrid,
  'message-circle': MessageCircle,
  music: Music,
  network: Network,
  palette: Palette,
  presentation: Presentation,
  sparkles: Sparkles,
  store: Store,
  user: User,
  wand: Wand,
};

/** An icon name, or an image URL (an operator's uploaded icon), or nothing. */
export type ResolvedMenuIcon = { kind: 'icon'; icon: LucideIcon } | { kind: 'image'; src: string } | { kind: 'none' };

export function resolveMenuIcon(value: string): ResolvedMenuIcon {
  if (/^(https?:\/\/|\/)/.test(value)) return { kind: 'image', src: value };
  const icon = menuIcons[value];
  return icon ? { kind: 'icon', icon } : { kind: 'none' };
}
