declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}

declare module '*.css';

declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.png' {
  const url: string;
  export default url;
}
