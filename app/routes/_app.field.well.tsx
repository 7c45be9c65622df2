export default function Tmp() {
  return <h1>Home</h1>;
}
