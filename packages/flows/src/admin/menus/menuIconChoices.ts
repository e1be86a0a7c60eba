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
 * The built-in icons a menu entry may name: the web's curated lucide set (apps/web/…/shell/layout/menuIcons.ts), the
 * server's list (apps/server/src/modules/config/menuIcons.ts). Anything else is an image address.
 */
export const menuIconChoices: Readonly<Record<string, LucideIcon>> = {
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

export const menuIconNames = Object.keys(menuIconChoices);

/** An http(s) address without spaces (never javascript:, data: …). */
export const isMenuWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value) && URL.canParse(value);

/** An http(s) address or a path of this site ("/uploads/x.png", never "//elsewhere"). */
export const isMenuImageAddress = (value: string) => /^\/(?!\/)\S*$/.test(value) || isMenuWebAddress(value);

/** '' (none), a built-in name or an image address: what the server accepts and the web can draw. */
export const isMenuIcon = (value: string) => value === '' || Object.hasOwn(menuIconChoices, value) || isMenuImageAddress(value);
