export interface QuickViewProps {
  code: string | null;
  onClose: () => void;
}

export function QuickView({ code }: QuickViewProps) {
  if (!code) return null;
  return null;
}
