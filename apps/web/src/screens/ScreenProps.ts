/** What the router hands every screen: its translated title, route params and query. */
export interface ScreenProps {
  title: string;
  path: string;
  params: Record<string, string | undefined>;
  search: string;
}
