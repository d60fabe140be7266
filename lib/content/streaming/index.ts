export * from "./heroes";
export * from "./minicards";
export * from "./series";
export * from "./services";
