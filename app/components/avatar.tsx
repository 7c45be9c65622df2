import type { CurrentUser } from "~/auth/current-user";

/** The signed-in person's picture, or their initials when they have none. */
export function Avatar({ user, size = 32 }: { user: CurrentUser; size?: number }) {
  if (user.avatarUrl) {
    return <img className="avatar" src={user.avatarUrl} alt="" width={size} height={size} />;
  }
  const initials = user.fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
  return (
    <span className="avatar initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials}
    </span>
  );
}
