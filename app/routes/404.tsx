import { NotFoundPage } from "~/components/error-pages";

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return (
    <main id="main">
      <NotFoundPage />
    </main>
  );
}
