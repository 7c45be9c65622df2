import type { SVGProps } from "react";

// The app's few icons, drawn rather than typed: symbol characters such as ☰ or ⚙ are missing
// from many text fonts, and finding a font that has them costs the browser a font search on
// the first page, and draws them differently on every system. Each is 1em square in the
// current text colour; the button around it carries the accessible name.

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

function Icon({ children, ...props }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />
    </Icon>
  );
}

export function SettingsIcon(props: IconProps) {
  // A gear: eight teeth as dashes around the rim (circumference 2π·5.6 ≈ 35.2 = 16 × 2.2).
  return (
    <Icon {...props}>
      <circle
        cx="8"
        cy="8"
        r="5.6"
        strokeWidth={2.6}
        strokeDasharray="2.2 2.2"
        strokeLinecap="butt"
      />
      <circle cx="8" cy="8" r="4.2" />
      <circle cx="8" cy="8" r="1.6" />
    </Icon>
  );
}

export function CaretDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 6.5 8 10l3.5-3.5" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m4 4 8 8M12 4l-8 8" />
    </Icon>
  );
}
