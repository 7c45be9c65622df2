export * from "./quantities";
export * from "./systems";
export * from "./units";
