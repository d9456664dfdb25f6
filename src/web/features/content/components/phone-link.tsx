/** "tel:+19055550142" for "(905) 555-0142": a North American number dialled from anywhere. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

export function PhoneLink({ phone, className = "" }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={`font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 ${className}`}>
      {phone}
    </a>
  );
}
