// plotly.js-dist-min ships no types of its own; it is the same API as plotly.js.
declare module 'plotly.js-dist-min' {
  import Plotly from 'plotly.js';
  export default Plotly;
}
